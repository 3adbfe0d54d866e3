import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import { jsonRows } from '../../db/json-rows.js';

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

const toRow = (entry: AuditInsert) => ({
  merchant_id: entry.merchantId,
  operator_id: entry.operatorId,
  operator_username: entry.operatorUsername,
  action: entry.action,
  target_type: entry.targetType,
  target_id: entry.targetId,
  before: jsonOrNull(entry.before),
  after: jsonOrNull(entry.after),
  ip: entry.ip,
});

export async function insertAudit(db: Db, entry: AuditInsert): Promise<void> {
  await db.insertInto('audit_log').values(toRow(entry)).execute();
}

/**
 * An INSERT of these rows, in their order, for a statement that writes them along with
 * other changes (a data-modifying WITH); rows go in only where `condition` holds.
 */
export function auditInsertSql(entries: AuditInsert[], condition: RawBuilder<boolean>) {
  return sql`insert into audit_log (merchant_id, operator_id, operator_username, action,
      target_type, target_id, before, after, ip)
    select n.* from json_to_recordset(${jsonRows(entries)}::json) as n("merchantId" int,
      "operatorId" int, "operatorUsername" text, action text, "targetType" text,
      "targetId" text, before jsonb, after jsonb, ip text)
    where ${condition}`;
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
