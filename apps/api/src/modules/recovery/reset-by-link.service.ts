import { ErrorCode, type ResetByLinkRequest, type ResetLinkStatus } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import type { Merchant } from '../merchants/index.js';
import { failureKeys, recordAuthEvent, recordSuccess } from '../members/index.js';
import { checkNewPassword, replacePassword } from './new-password.js';
import { findLiveResetLink, spendResetLink } from './reset-links.repo.js';

const linkInvalid = () =>
  new AppError(400, ErrorCode.ResetLinkInvalid, 'The link has expired or was already used');

async function liveLink(db: Db, merchant: Merchant, token: string, now: Date) {
  const link = await findLiveResetLink(db, merchant.id, hashToken(token), now);
  if (!link) throw linkInvalid();
  return link;
}

/** Whether a reset link still works, and for which account (the page shows it). */
export async function resetLinkStatus(
  db: Db,
  merchant: Merchant,
  token: string,
  now = new Date(),
): Promise<ResetLinkStatus> {
  const link = await liveLink(db, merchant, token, now);
  return { account: link.account, expiresAt: new Date(link.expires_at).getTime() };
}

/**
 * Sets the new password through a live link and spends it. A password the rules refuse
 * leaves the link live. Everything the old password opened is closed.
 */
export async function resetByLink(
  db: Db,
  merchant: Merchant,
  input: ResetByLinkRequest,
  ip: string,
  now = new Date(),
): Promise<void> {
  const link = await liveLink(db, merchant, input.token, now);
  await checkNewPassword(db, merchant, input);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    if (!(await spendResetLink(trx, link.id, now))) throw linkInvalid();
    await replacePassword(
      trx,
      { memberId: link.member_id, passwordHash, keepSessionId: null },
      now,
    );
    await recordAuthEvent(trx, {
      merchantId: merchant.id,
      memberId: link.member_id,
      event: 'password.reset',
      ip,
      detail: { via: 'email' },
      at: now,
    });
  });
  // The owner of the mailbox proved who they are: lift the account's sign-in lock.
  await recordSuccess(db, failureKeys(merchant.id, link.account, ip));
}
