import type pg from 'pg';
import { inMerchantTransaction } from './postgres-site';

/*
 * A day cannot pass in a journey: on the PostgreSQL site it moves its story back instead,
 * through the site's database. Only facts move (when rounds were played, when contracts were
 * accepted); what is derived from them (rollups, payouts) is left to the product.
 */

/**
 * The players' rounds as if played `days` days ago on the merchant's clock: the vendor's
 * calls, the rounds and every wallet posting of theirs. The ledger refuses changes by
 * trigger; replica mode lifts it for this one transaction on the run's throw-away database.
 * Answers the day (yyyy-MM-dd) they now fall on.
 */
export async function playedDaysAgo(
  db: pg.Client,
  players: number[],
  days: number,
): Promise<string> {
  return inMerchantTransaction(db, async () => {
    await db.query('set local session_replication_role = replica');
    const back = [players, days];
    await db.query(
      `with moved as (
        select distinct e.transaction_id as id from ledger_entry e
        join ledger_account a on a.id = e.account_id and a.kind = 'wallet'
        where a.member_id = any($1)
      ), entries as (
        update ledger_entry set created_at = created_at - make_interval(days => $2)
        where transaction_id in (select id from moved)
      )
      update ledger_transaction set created_at = created_at - make_interval(days => $2)
      where id in (select id from moved)`,
      back,
    );
    await db.query(
      `update vendor_transaction set created_at = created_at - make_interval(days => $2)
      where member_id = any($1)`,
      back,
    );
    await db.query(
      `update vendor_round set opened_at = opened_at - make_interval(days => $2),
        closed_at = closed_at - make_interval(days => $2)
      where member_id = any($1)`,
      back,
    );
    const { rows } = await db.query<{ day: string }>(
      `select to_char(min(created_at), 'YYYY-MM-DD') as day from vendor_transaction
      where member_id = any($1)`,
      [players],
    );
    return rows[0]!.day;
  });
}

/** The team's valid bet of a day in the rollups, as the payout run reads it. */
export async function rolledUpValidBet(
  db: pg.Client,
  players: number[],
  day: string,
): Promise<number> {
  return inMerchantTransaction(db, async () => {
    const { rows } = await db.query<{ total: string }>(
      `select coalesce(sum(valid_bet), 0) as total from member_hour
      where member_id = any($1) and hour >= $2::date and hour < $2::date + 1`,
      [players, day],
    );
    return Number(rows[0]!.total);
  });
}

/**
 * The agents' accepted daily salary versions moved back, with their offers and answers, so
 * that they are in force from the start of `day`, as if accepted the day before it.
 */
export async function acceptedBefore(
  db: pg.Client,
  agents: number[],
  day: string,
): Promise<number> {
  return inMerchantTransaction(db, async () => {
    const { rowCount } = await db.query(
      `update agent_contract c set offered_at = c.offered_at - s.back,
        expires_at = c.expires_at - s.back, decided_at = c.decided_at - s.back,
        effective_from = c.effective_from - s.back
      from (
        select id, effective_from - $2::date::timestamptz as back from agent_contract
        where downline_id = any($1) and kind = 'daily_salary' and status = 'accepted'
      ) s
      where c.id = s.id`,
      [agents, day],
    );
    return rowCount ?? 0;
  });
}
