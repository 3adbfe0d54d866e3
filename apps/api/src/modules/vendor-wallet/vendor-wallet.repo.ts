import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export type VendorSessionRow = {
  id: string | number;
  merchant_id: number;
  member_id: number;
  member_session_id: string | number;
  vendor_code: string;
  game_id: number;
  game_code: string;
  currency: string;
  account: string;
};

export async function insertVendorSession(
  db: Db,
  s: {
    merchantId: number;
    memberId: number;
    memberSessionId: string | number;
    vendorCode: string;
    gameId: number;
    currency: string;
    launchTokenHash: string;
    launchExpiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('vendor_session')
    .values({
      merchant_id: s.merchantId,
      member_id: s.memberId,
      member_session_id: s.memberSessionId,
      vendor_code: s.vendorCode,
      game_id: s.gameId,
      currency: s.currency,
      launch_token_hash: s.launchTokenHash,
      launch_expires_at: s.launchExpiresAt,
    })
    .execute();
}

const sessionColumns = sql`vs.id, vs.merchant_id, vs.member_id, vs.member_session_id,
  vs.vendor_code, vs.game_id, g.game_code, vs.currency, m.account`;

/**
 * Exchanges a launch token for a session token, once: the launch must be of this vendor,
 * unused and unexpired. Answers the session, or undefined.
 */
export async function openVendorSession(
  db: Db,
  vendorCode: string,
  launchTokenHash: string,
  sessionTokenHash: string,
  now: Date,
): Promise<VendorSessionRow | undefined> {
  const { rows } = await sql<VendorSessionRow>`
    update vendor_session vs set session_token_hash = ${sessionTokenHash}, opened_at = ${now}
    from game g, member m
    where vs.launch_token_hash = ${launchTokenHash} and vs.vendor_code = ${vendorCode}
      and vs.session_token_hash is null and vs.launch_expires_at > ${now}
      and g.id = vs.game_id and m.id = vs.member_id
    returning ${sessionColumns}`.execute(db);
  return rows[0];
}

/** A vendor session with what says whether its member's sign-in still lasts. */
export type VendorSessionWithSignIn = VendorSessionRow & {
  session_token_hash: string;
  revoked_at: Date | null;
  absolute_expires_at: Date;
  member_status: string;
};

export async function findVendorSession(
  db: Db,
  vendorCode: string,
  sessionTokenHash: string,
): Promise<VendorSessionWithSignIn | undefined> {
  const { rows } = await sql<VendorSessionWithSignIn>`
    select ${sessionColumns}, vs.session_token_hash, ms.revoked_at, ms.absolute_expires_at,
      m.status as member_status
    from vendor_session vs
    join game g on g.id = vs.game_id
    join member m on m.id = vs.member_id
    join member_session ms on ms.id = vs.member_session_id
    where vs.session_token_hash = ${sessionTokenHash} and vs.vendor_code = ${vendorCode}`.execute(
    db,
  );
  return rows[0];
}

/** The member a win or rollback names, with its merchant's currency. */
export async function findPlayer(
  db: Db,
  memberId: number,
): Promise<{ merchant_id: number; currency: string } | undefined> {
  return db
    .selectFrom('member as m')
    .innerJoin('merchant as mc', 'mc.id', 'm.merchant_id')
    .select(['m.merchant_id', 'mc.currency'])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}

/** The vendor's game by its code (listed or not): the wallet takes calls for any of them. */
export async function findVendorGame(
  db: Db,
  vendorCode: string,
  gameCode: string,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('game')
    .select('id')
    .where('vendor_code', '=', vendorCode)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
}

export type VendorTransactionRow = {
  kind: 'bet' | 'win' | 'rollback' | 'tombstone';
  member_id: number;
  round_id: string;
  amount: string | number;
  reference: string | null;
  request_hash: string;
  outcome: unknown;
};

export async function findVendorTransaction(
  db: Db,
  vendorCode: string,
  transactionId: string,
): Promise<VendorTransactionRow | undefined> {
  return db
    .selectFrom('vendor_transaction')
    .select(['kind', 'member_id', 'round_id', 'amount', 'reference', 'request_hash', 'outcome'])
    .where('vendor_code', '=', vendorCode)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

export type Settlement = 'paid' | 'rolled_back';

/**
 * Marks a bet settled by a win (`paid`; a second win finds it paid and leaves it) or its
 * rollback (`rolled_back`, once, and never once paid). The row changes once, so what reads
 * rows by the transaction that last wrote them (the rollups) counts a bet once. The update
 * waits for any other settlement of the bet and sees its mark. Answers null when marked (or
 * already paid, for a win), else the mark that stood in the way.
 */
export async function markBetSettled(
  db: Db,
  vendorCode: string,
  betTransactionId: string,
  as: Settlement,
): Promise<Settlement | null> {
  const marked = await db
    .updateTable('vendor_transaction')
    .set({ settlement: as })
    .where('vendor_code', '=', vendorCode)
    .where('transaction_id', '=', betTransactionId)
    .where('kind', '=', 'bet')
    .where('settlement', 'is', null)
    .returning('settlement')
    .executeTakeFirst();
  if (marked) return null;
  const found = await db
    .selectFrom('vendor_transaction')
    .select('settlement')
    .where('vendor_code', '=', vendorCode)
    .where('transaction_id', '=', betTransactionId)
    .executeTakeFirst();
  // A second win of a paid bet: the bet stays as it was marked.
  if (found?.settlement === 'paid' && as === 'paid') return null;
  return found?.settlement ?? 'rolled_back';
}

export type NewVendorTransaction = {
  vendorCode: string;
  transactionId: string;
  kind: 'bet' | 'win' | 'rollback' | 'tombstone';
  merchantId: number;
  memberId: number;
  roundId: string;
  amount: number;
  reference: string | null;
  requestHash: string;
  outcome: unknown;
};

/** Records a call; false when its id is already recorded (the caller decides what that means). */
export async function recordVendorTransaction(db: Db, t: NewVendorTransaction): Promise<boolean> {
  const rows = await db
    .insertInto('vendor_transaction')
    .values({
      vendor_code: t.vendorCode,
      transaction_id: t.transactionId,
      kind: t.kind,
      merchant_id: t.merchantId,
      member_id: t.memberId,
      round_id: t.roundId,
      amount: t.amount,
      reference: t.reference,
      request_hash: t.requestHash,
      outcome: JSON.stringify(t.outcome),
    })
    .onConflict((oc) => oc.columns(['vendor_code', 'transaction_id']).doNothing())
    .returning('transaction_id')
    .execute();
  return rows.length === 1;
}

/** Adds a call's stake, win or refund to its round, opening the round on its first call. */
export async function addToRound(
  db: Db,
  r: {
    merchantId: number;
    memberId: number;
    vendorCode: string;
    gameId: number;
    roundId: string;
    currency: string;
    stake: number;
    win: number;
    refunded: number;
    closed: boolean;
    at: Date;
  },
): Promise<void> {
  await sql`
    insert into vendor_round as r (merchant_id, member_id, vendor_code, game_id, round_id,
      currency, stake, win, refunded, status, opened_at, closed_at)
    values (${r.merchantId}, ${r.memberId}, ${r.vendorCode}, ${r.gameId}, ${r.roundId},
      ${r.currency}, ${r.stake}, ${r.win}, ${r.refunded}, ${r.closed ? 'closed' : 'open'},
      ${r.at}, ${r.closed ? r.at : null})
    on conflict (vendor_code, round_id, member_id) do update set
      stake = r.stake + excluded.stake, win = r.win + excluded.win,
      refunded = r.refunded + excluded.refunded,
      status = case when ${r.closed} then 'closed' else r.status end,
      closed_at = case when ${r.closed} then coalesce(r.closed_at, excluded.closed_at)
        else r.closed_at end`.execute(db);
}

/** Replaces a recorded call's answer (its balance moved under the write that recorded it). */
export async function setOutcome(
  db: Db,
  vendorCode: string,
  transactionId: string,
  outcome: unknown,
): Promise<void> {
  await db
    .updateTable('vendor_transaction')
    .set({ outcome: JSON.stringify(outcome) })
    .where('vendor_code', '=', vendorCode)
    .where('transaction_id', '=', transactionId)
    .execute();
}
