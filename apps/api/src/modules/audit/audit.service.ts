import type { Page, PageQuery } from '@sorteo/shared';
import type { z } from 'zod';
import type { auditEntrySchema } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import type { RawBuilder } from 'kysely';
import {
  auditInsertSql,
  countAudit,
  insertAudit,
  pageAudit,
  type AuditInsert,
} from './audit.repo.js';

/** Who is making a change, from where, on which merchant. */
export type Actor = {
  /** null: no operator, the change came from the server's command line. */
  operatorId: number | null;
  username: string;
  merchantId: number;
  ip: string;
};

/**
 * The actor of a change made from a shell on the server with no operator behind it (the
 * first operator is created that way). The name is not a valid operator name, so the audit
 * log never confuses it with one.
 */
export const commandLineActor = (merchantId: number): Actor => ({
  operatorId: null,
  username: '(cli)',
  merchantId,
  ip: '127.0.0.1',
});

export type AuditChange = {
  action: string;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
};

const auditInsert = (actor: Actor, change: AuditChange): AuditInsert => ({
  merchantId: actor.merchantId,
  operatorId: actor.operatorId,
  operatorUsername: actor.username,
  action: change.action,
  targetType: change.targetType,
  targetId: change.targetId === null ? null : String(change.targetId),
  before: change.before ?? null,
  after: change.after ?? null,
  ip: actor.ip,
});

/** Must be given the transaction that makes the change, so both commit or neither does. */
export function recordChange(trx: Db, actor: Actor, change: AuditChange): Promise<void> {
  return insertAudit(trx, auditInsert(actor, change));
}

/**
 * `recordChange` for several changes, as part of one statement that also makes them (a
 * data-modifying WITH): the rows go in, in order, only where `condition` holds.
 */
export function recordChangesSql(
  changes: { actor: Actor; change: AuditChange }[],
  condition: RawBuilder<boolean>,
) {
  return auditInsertSql(
    changes.map((c) => auditInsert(c.actor, c.change)),
    condition,
  );
}

/** A change to record: its target, how to read the state before it, and how to make it. */
export type ChangeUnderAudit<Before, After> = {
  action: string;
  targetType: string;
  /** Known up front for an edit; a create learns it from the new state. */
  targetId: string | number | ((after: After) => string | number);
  /** The state before the change, as the audit row shows it; a create has none. */
  before?: (trx: Db) => Promise<Before>;
  /** Makes the change and answers the state after it; a delete answers nothing. */
  apply: (trx: Db) => Promise<After>;
};

/**
 * Reads the state before, makes the change and records both in one transaction, so the
 * change and its audit row commit together or not at all. Answers the state after.
 */
export function changeUnderAudit<Before, After>(
  db: Db,
  actor: Actor,
  change: ChangeUnderAudit<Before, After>,
): Promise<After> {
  return db.transaction().execute(async (trx) => {
    const before = await change.before?.(trx);
    const after = await change.apply(trx);
    const { targetId } = change;
    await recordChange(trx, actor, {
      action: change.action,
      targetType: change.targetType,
      targetId: typeof targetId === 'function' ? targetId(after) : targetId,
      before,
      after,
    });
    return after;
  });
}

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export async function auditPage(
  db: Db,
  merchantId: number,
  query: PageQuery,
): Promise<Page<AuditEntry>> {
  const [total, rows] = await Promise.all([
    countAudit(db, merchantId),
    pageAudit(db, merchantId, query.pageSize, pageOffset(query.pageNo, query.pageSize)),
  ]);
  const content = rows.map((r) => ({
    id: Number(r.id),
    operator: r.operator_username,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: r.before,
    after: r.after,
    ip: r.ip,
    createdAt: r.created_at.getTime(),
  }));
  return toPage(content, total, query.pageNo, query.pageSize);
}
