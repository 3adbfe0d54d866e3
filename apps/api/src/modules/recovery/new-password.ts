import { checkFieldValue, RegistrationRuleId, type FieldIssue } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { fieldRules, type Merchant } from '../merchants/index.js';
import { invalidFields, setPassword } from '../members/index.js';
import { revokeMemberRememberTokens } from './remember-tokens.repo.js';
import { revokeResetLinks } from './reset-links.repo.js';

export type NewPasswordInput = { newPassword: string; confirmNewPassword: string };

/**
 * The new password against the merchant's `password` field rule (the one registration
 * uses), the weak default, and its confirmation; 400 naming every field at fault.
 */
export async function checkNewPassword(
  db: Db,
  merchant: Merchant,
  input: NewPasswordInput,
): Promise<void> {
  const issues: FieldIssue[] = [];
  const rule = (await fieldRules(db, merchant.id)).find((r) => r.field === 'password');
  const failed = rule ? checkFieldValue(rule, input.newPassword) : null;
  if (failed) issues.push({ field: 'newPassword', ...failed });
  else if (input.newPassword === merchant.weak_default_password) {
    issues.push({
      field: 'newPassword',
      rule: 'weak_default',
      message: 'choose a password of your own',
    });
  }
  if (input.newPassword !== input.confirmNewPassword) {
    issues.push({
      field: 'confirmNewPassword',
      rule: RegistrationRuleId.mismatch,
      message: 'inconsistent twice',
    });
  }
  if (issues.length) throw invalidFields(issues);
}

/**
 * Stores the new password and voids what the old one let in: every session but the one
 * kept, every remember-me token and every outstanding reset link. Run it in a transaction.
 */
export async function replacePassword(
  trx: Db,
  change: { memberId: number; passwordHash: string; keepSessionId: string | number | null },
  now: Date,
): Promise<void> {
  await setPassword(trx, change, now);
  await revokeMemberRememberTokens(trx, change.memberId, now);
  await revokeResetLinks(trx, change.memberId, now);
}
