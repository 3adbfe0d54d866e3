import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { jsonRows } from '../../db/json-rows.js';
import { PREPARED } from '../../db/prepared-statements.js';
import type { MoneyAnswer } from '../../lib/vendor-protocol.js';
import type { Settlement } from './vendor-wallet.repo.js';

/** A wallet call's rows: the call itself, what it adds to its round, the bet it settles. */
export type CallRows = {
  vendorCode: string;
  transactionId: string;
  kind: 'bet' | 'win' | 'rollback';
  merchantId: number;
  memberId: number;
  roundId: string;
  amount: number;
  /** The bet a win or rollback names. */
  reference: string | null;
  requestHash: string;
  outcome: MoneyAnswer;
  gameId: number;
  currency: string;
  stake: number;
  win: number;
  refunded: number;
  closed: boolean;
  at: Date;
  /** How a win or rollback marks its bet; null for a bet. */
  settles: Settlement | null;
};

/**
 * The rows of several wallet calls in one statement that refuses itself
 * (`sorteo_refuse('refused')`) when any may not stand: a transaction id already recorded (a
 * replay, a tombstone), a win or rollback whose bet is not this player's and round's or was
 * settled the other way. Built now, sent by `execute`; a refusal fails the transaction it
 * runs in, money and all, and the caller then takes the way that says which call and why.
 * A round that several calls add to is written once, with their sum.
 */
export function callRowsOrRefuse(calls: readonly CallRows[]) {
  const statement = callRowsStatement(calls);
  return {
    execute: async (db: Db): Promise<void> => {
      await statement.execute(db);
    },
  };
}

/** The statement of `callRowsOrRefuse`, built. */
export function callRowsStatement(calls: readonly CallRows[]) {
  const rows = calls.map((c, n) => ({
    n,
    vendor_code: c.vendorCode,
    transaction_id: c.transactionId,
    kind: c.kind,
    merchant_id: c.merchantId,
    member_id: c.memberId,
    round_id: c.roundId,
    amount: c.amount,
    reference: c.reference,
    request_hash: c.requestHash,
    outcome: c.outcome,
    game_id: c.gameId,
    currency: c.currency,
    stake: c.stake,
    win: c.win,
    refunded: c.refunded,
    closed: c.closed,
    at: c.at.toISOString(),
    settles: c.settles,
  }));
  return sql<{ written: number }>`${sql.raw(PREPARED)}
    with calls as materialized (
      select * from json_to_recordset(${jsonRows(rows)}::json) as c(n int, vendor_code text,
        transaction_id text, kind text, merchant_id int, member_id int, round_id text,
        amount bigint, reference text, request_hash text, outcome jsonb, game_id int,
        currency text, stake bigint, win bigint, refunded bigint, closed boolean,
        at timestamptz, settles text)
    ),
    -- Each bet by its key (a lateral look-up with limit 1), then marked by its row's
    -- address: the generic plan of a join let PostgreSQL scan the whole table instead. A
    -- bet another settlement changed meanwhile is not marked, and the calls are refused.
    bets as (
      select s.vendor_code, s.reference, s.settles, found.row_id, found.settlement
      from (select distinct vendor_code, reference, member_id, round_id, settles from calls
        where settles is not null) s
      cross join lateral (
        select b.ctid as row_id, b.settlement from vendor_transaction b
        where b.vendor_code = s.vendor_code and b.transaction_id = s.reference
          and b.kind = 'bet' and b.member_id = s.member_id and b.round_id = s.round_id
        limit 1
      ) found
    ),
    -- A bet is marked once: a second win of a paid bet leaves its row as it is.
    settled as (
      update vendor_transaction b set settlement = x.settles
      from bets x
      where b.ctid = any (array(select row_id from bets where settlement is null))
        and x.row_id = b.ctid and b.settlement is null
      returning b.vendor_code, b.transaction_id, b.settlement
    ),
    inserted as (
      insert into vendor_transaction (vendor_code, transaction_id, kind, merchant_id,
        member_id, round_id, amount, reference, request_hash, outcome)
      select vendor_code, transaction_id, kind, merchant_id, member_id, round_id, amount,
        reference, request_hash, outcome
      from calls order by n
      on conflict do nothing
      returning 1
    ),
    rounds as (
      insert into vendor_round as r (merchant_id, member_id, vendor_code, game_id, round_id,
        currency, stake, win, refunded, status, opened_at, closed_at)
      select merchant_id, member_id, vendor_code, min(game_id), round_id, min(currency),
        sum(stake), sum(win), sum(refunded),
        case when bool_or(closed) then 'closed' else 'open' end, min(at),
        case when bool_or(closed) then min(at) end
      from calls
      group by vendor_code, round_id, member_id, merchant_id
      order by vendor_code, round_id, member_id
      on conflict (vendor_code, round_id, member_id) do update set
        stake = r.stake + excluded.stake, win = r.win + excluded.win,
        refunded = r.refunded + excluded.refunded,
        status = case when excluded.status = 'closed' then 'closed' else r.status end,
        closed_at = case when excluded.status = 'closed'
          then coalesce(r.closed_at, excluded.closed_at) else r.closed_at end
      returning 1
    )
    select (select count(*) from inserted)::int as written,
      case when (select count(*) from inserted) <> (select count(*) from calls)
        or exists (select 1 from calls c where c.settles is not null
          and not exists (select 1 from settled s where s.vendor_code = c.vendor_code
            and s.transaction_id = c.reference and s.settlement = c.settles)
          and not exists (select 1 from bets b where b.vendor_code = c.vendor_code
            and b.reference = c.reference and b.settlement = 'paid' and c.settles = 'paid'))
      then sorteo_refuse('refused') end as refusal`;
}
