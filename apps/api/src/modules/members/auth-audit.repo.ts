import type { Db } from '../../db/connection.js';

export type AuthEvent =
  | 'register'
  | 'login.ok'
  | 'login.fail'
  | 'login.lockout'
  | 'login.refused'
  | 'logout'
  // Module step-up: new-address verification, authenticator, social sign-in.
  | 'login.stepUp.required'
  | 'login.stepUp.sms'
  | 'login.stepUp.ok'
  | 'login.stepUp.fail'
  | 'totp.setup'
  | 'totp.bound'
  | 'totp.unbound'
  | 'totp.fail'
  | 'oidc.login'
  | 'oidc.register'
  | 'oidc.fail'
  // Module recovery: reset by e-mail, password change, free play.
  | 'password.reset.request'
  | 'password.reset'
  | 'password.change'
  | 'password.change.fail'
  | 'freeplay'
  // Module phone: SMS codes (sent, refused, wrong guesses).
  | 'sms.sent'
  | 'sms.fail'
  | 'sms.code.fail';

export type AuthAuditEntry = {
  merchantId: number;
  memberId: number | null;
  event: AuthEvent;
  ip: string;
  detail?: Record<string, unknown>;
  at: Date;
};

export async function recordAuthEvent(db: Db, entry: AuthAuditEntry): Promise<void> {
  await db
    .insertInto('auth_audit')
    .values({
      merchant_id: entry.merchantId,
      member_id: entry.memberId,
      event: entry.event,
      ip: entry.ip,
      detail: JSON.stringify(entry.detail ?? {}),
      created_at: entry.at,
    })
    .execute();
}
