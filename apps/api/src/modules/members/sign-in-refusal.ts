import { type AccountType, ErrorCode, playerSiteLoginTypes } from '@sorteo/shared';
import type { MemberRow } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

export type SignInRefusal = { reason: 'disabled' | 'non-member'; error: AppError };

/**
 * The player-site rule every way of signing in shares: an active account of a member
 * type. Null when the member may sign in.
 */
export function signInRefusal(member: Pick<MemberRow, 'status' | 'type'>): SignInRefusal | null {
  if (member.status !== 'active') {
    return {
      reason: 'disabled',
      error: new AppError(
        403,
        ErrorCode.AccountDisabled,
        'Account disabled, please contact your agent',
      ),
    };
  }
  if (!playerSiteLoginTypes.includes(member.type as AccountType)) {
    return {
      reason: 'non-member',
      error: new AppError(403, ErrorCode.NonMemberAccount, 'Non-member account unable to login'),
    };
  }
  return null;
}
