import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export type AuditInsert = {
  merchantId: number;
  operatorId: number | null;
  operatorUsername: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string;
};

const jsonOrNull = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

export async function insertAudit(db: Db, entry: AuditInsert): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      merchant_id: entry.merchantId,
      operator_id: entry.operatorId,
      operator_username: entry.operatorUsername,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: jsonOrNull(entry.before),
      after: jsonOrNull(entry.after),
      ip: entry.ip,
    })
    .execute();
}

export async function countAudit(db: Db, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return row.total;
}

export function pageAudit(db: Db, merchantId: number, limit: number, offset: number) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
