import type { ContractKind, ContractStatus, ContractTerms } from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export type ContractRow = {
  id: number;
  merchantId: number;
  kind: ContractKind;
  action: 'offer' | 'terminate';
  uplineId: number | null;
  upline: string | null;
  downlineId: number;
  downline: string;
  terms: ContractTerms | null;
  status: ContractStatus;
  automatic: boolean;
  offeredAt: Date;
  expiresAt: Date;
  decidedAt: Date | null;
  effectiveFrom: Date | null;
};

type Raw = {
  id: string | number;
  merchant_id: number;
  kind: ContractKind;
  action: 'offer' | 'terminate';
  upline_id: number | null;
  upline: string | null;
  downline_id: number;
  downline: string;
  terms: ContractTerms | string | null;
  status: ContractStatus;
  automatic: boolean;
  offered_at: Date | string;
  expires_at: Date | string;
  decided_at: Date | string | null;
  effective_from: Date | string | null;
};

const when = (v: Date | string | null) => (v === null ? null : new Date(v));

const rowOf = (r: Raw): ContractRow => ({
  id: Number(r.id),
  merchantId: r.merchant_id,
  kind: r.kind,
  action: r.action,
  uplineId: r.upline_id,
  upline: r.upline,
  downlineId: r.downline_id,
  downline: r.downline,
  terms: typeof r.terms === 'string' ? (JSON.parse(r.terms) as ContractTerms) : r.terms,
  status: r.status,
  automatic: r.automatic,
  offeredAt: new Date(r.offered_at),
  expiresAt: new Date(r.expires_at),
  decidedAt: when(r.decided_at),
  effectiveFrom: when(r.effective_from),
});

/** Versions with both accounts' names, filtered by `where` (over alias `c`). */
async function versions(db: Db, where: ReturnType<typeof sql>, limit = 200) {
  const { rows } = await sql<Raw>`
    select c.*, up.account as upline, down.account as downline
    from agent_contract c
    left join member up on up.id = c.upline_id
    join member down on down.id = c.downline_id
    where ${where}
    order by c.id desc
    limit ${limit}`.execute(db);
  return rows.map(rowOf);
}

/** Every version of a downline's contract of the kind, newest first. */
export const historyOf = (db: Db, downlineId: number, kind: ContractKind) =>
  versions(db, sql`c.downline_id = ${downlineId} and c.kind = ${kind}`);

export const findVersion = async (db: Db, merchantId: number, id: number) =>
  (await versions(db, sql`c.id = ${id} and c.merchant_id = ${merchantId}`, 1))[0];

/**
 * The version in force at `at` for each of the downlines: the latest accepted one in force by
 * then, unless that is a termination. Null where none.
 */
export async function inForce(
  db: Db,
  kind: ContractKind,
  downlineIds: number[],
  at: Date,
): Promise<Map<number, ContractRow>> {
  if (downlineIds.length === 0) return new Map();
  const { rows } = await sql<Raw>`
    select distinct on (c.downline_id) c.*, up.account as upline, down.account as downline
    from agent_contract c
    left join member up on up.id = c.upline_id
    join member down on down.id = c.downline_id
    where c.kind = ${kind} and c.downline_id = any(${downlineIds}::int[])
      and c.status = 'accepted' and c.effective_from <= ${at}
    order by c.downline_id, c.effective_from desc, c.id desc`.execute(db);
  return new Map(
    rows
      .map(rowOf)
      .filter((r) => r.action === 'offer')
      .map((r) => [r.downlineId, r]),
  );
}

/** Accepted versions that come into force after `at` (the next period's terms). */
export const upcomingOf = async (db: Db, downlineId: number, kind: ContractKind, at: Date) =>
  (
    await versions(
      db,
      sql`c.downline_id = ${downlineId} and c.kind = ${kind} and c.status = 'accepted'
        and c.effective_from > ${at}`,
      1,
    )
  )[0];

/** Offers waiting for an answer, to these downlines, as of `at` (expired ones are not). */
export const pendingFor = (db: Db, kind: ContractKind | null, downlineIds: number[], at: Date) =>
  downlineIds.length === 0
    ? Promise.resolve([])
    : versions(
        db,
        sql`c.downline_id = any(${downlineIds}::int[]) and c.status = 'pending'
          and c.expires_at > ${at} ${kind ? sql`and c.kind = ${kind}` : sql``}`,
      );

/** The direct downline agents of an upline (ids and accounts), by account. */
export async function directAgents(db: Db, uplineId: number, agentTypes: readonly number[]) {
  const { rows } = await sql<{ id: number; account: string }>`
    select id, account from member
    where upline_id = ${uplineId} and type = any(${[...agentTypes]}::int[])
    order by account`.execute(db);
  return rows;
}

/** Marks the downline's waiting offer of the kind (if any) withdrawn, for a newer one. */
export async function withdrawPending(
  trx: Db,
  downlineId: number,
  kind: ContractKind,
  at: Date,
): Promise<void> {
  await sql`update agent_contract set status = 'withdrawn', decided_at = ${at}
    where downline_id = ${downlineId} and kind = ${kind} and status = 'pending'`.execute(trx);
}

/** Offers whose week has passed become `expired`; answers how many. */
export async function expireOffers(trx: Db, at: Date): Promise<number> {
  const { numAffectedRows } = await sql`update agent_contract
    set status = 'expired', decided_at = expires_at
    where status = 'pending' and expires_at <= ${at}`.execute(trx);
  return Number(numAffectedRows ?? 0);
}

export type NewVersion = {
  merchantId: number;
  kind: ContractKind;
  action: 'offer' | 'terminate';
  uplineId: number | null;
  downlineId: number;
  terms: ContractTerms | null;
  automatic: boolean;
  offeredAt: Date;
  expiresAt: Date;
};

export async function insertVersion(trx: Db, v: NewVersion): Promise<number> {
  const { rows } = await sql<{ id: string | number }>`
    insert into agent_contract (merchant_id, kind, action, upline_id, downline_id, terms,
      automatic, offered_at, expires_at)
    values (${v.merchantId}, ${v.kind}, ${v.action}, ${v.uplineId}, ${v.downlineId},
      ${v.terms === null ? null : JSON.stringify(v.terms)}::jsonb, ${v.automatic},
      ${v.offeredAt}, ${v.expiresAt})
    returning id`.execute(trx);
  return Number(rows[0]!.id);
}

/** Locks a waiting offer for its answer; undefined when it is not waiting. */
export async function lockPending(trx: Db, merchantId: number, id: number) {
  const { rows } = await sql<{ id: string | number }>`
    select id from agent_contract
    where id = ${id} and merchant_id = ${merchantId} and status = 'pending'
    for update`.execute(trx);
  return rows[0] ? findVersion(trx, merchantId, id) : undefined;
}

export async function decide(
  trx: Db,
  id: number,
  status: 'accepted' | 'rejected',
  at: Date,
  effectiveFrom: Date | null,
): Promise<void> {
  await sql`update agent_contract set status = ${status}, decided_at = ${at},
    effective_from = ${effectiveFrom} where id = ${id}`.execute(trx);
}
