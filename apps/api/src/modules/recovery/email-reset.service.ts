import { ErrorCode, resetLinkLimits, type EmailResetRequest } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { Merchant } from '../merchants/index.js';
import { findMemberByAccount, recordAuthEvent } from '../members/index.js';
import { attemptLimits, spendAttempts } from './attempt-limits.js';
import { MailDeliveryError, type Mailer } from './mail/mailer.js';
import { resetMail } from './reset-mail.js';
import { deleteResetLink, insertResetLink, revokeResetLinks } from './reset-links.repo.js';
import { siteOrigin, type OriginSettings } from './site-origin.js';

export type ResetRequestOrigin = { ip: string; host: string | null };

const sameAddress = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Mails a single-use reset link to the member whose account and e-mail both match. The
 * link is live only once the mail is out: a delivery failure leaves none behind, and a
 * delivered one voids the member's older links. When nothing matches, nothing is sent and
 * the answer is the same, so the call never tells which accounts or addresses exist.
 */
export async function requestEmailReset(
  deps: { db: Db; mailer: Mailer; origin: OriginSettings },
  merchant: Merchant,
  input: EmailResetRequest,
  from: ResetRequestOrigin,
  now = new Date(),
): Promise<void> {
  const { db, mailer } = deps;
  await spendAttempts(
    db,
    merchant.id,
    [
      {
        action: 'email-reset:account',
        key: input.username.toLowerCase(),
        limit: attemptLimits.emailResetPerAccount,
      },
      { action: 'email-reset:ip', key: from.ip, limit: attemptLimits.emailResetPerAddress },
    ],
    now,
  );
  const member = await findMemberByAccount(db, merchant.id, input.username);
  if (!member || !sameAddress(member.email, input.email)) return;

  const token = newToken();
  const linkId = await insertResetLink(db, {
    merchantId: merchant.id,
    memberId: member.id,
    tokenHash: hashToken(token),
    at: now,
    expiresAt: new Date(now.getTime() + resetLinkLimits.validMinutes * 60_000),
  });
  const link = `${await siteOrigin(db, merchant, from.host, deps.origin)}/resetPassword?token=${token}`;
  const mail = resetMail(merchant.default_language, {
    merchantName: merchant.name,
    account: member.account,
    link,
    validMinutes: resetLinkLimits.validMinutes,
  });
  const audit = (conn: Db, detail: Record<string, unknown>) =>
    recordAuthEvent(conn, {
      merchantId: merchant.id,
      memberId: member.id,
      event: 'password.reset.request',
      ip: from.ip,
      detail: { via: 'email', ...detail },
      at: now,
    });
  try {
    await mailer.send({ merchantId: merchant.id, to: member.email!, ...mail });
  } catch (error) {
    await deleteResetLink(db, linkId);
    if (!(error instanceof MailDeliveryError)) throw error;
    await audit(db, { delivered: false, reason: error.message.slice(0, 300) });
    throw new AppError(502, ErrorCode.MailDeliveryFailed, 'The e-mail could not be sent');
  }
  await db.transaction().execute(async (trx) => {
    await revokeResetLinks(trx, member.id, now, linkId);
    await audit(trx, { delivered: true, mailer: mailer.kind });
  });
}
