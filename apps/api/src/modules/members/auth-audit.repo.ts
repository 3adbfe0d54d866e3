import type { Db } from '../../db/connection.js';

export type AuthEvent =
  'register' | 'login.ok' | 'login.fail' | 'login.lockout' | 'login.refused' | 'logout';

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
