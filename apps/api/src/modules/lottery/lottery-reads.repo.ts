import { AccountType } from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { LotteryPeriodRow } from './lottery-views.js';

/** Statuses of a period whose result is published and stands (a void one's does not). */
const drawnStatuses = ['drawn', 'settled'];
/** Statuses the results list shows: every period that is over. */
const finishedStatuses = ['drawn', 'settled', 'void'];

/** The pending period taking bets at `now` (openAt ≤ now < closeAt). */
export function findOpenPeriod(
  db: Db,
  gameId: number,
  now: Date,
): Promise<LotteryPeriodRow | undefined> {
  return (
    db
      .selectFrom('lottery_period')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('status', '=', 'pending')
      // Implied by close_at > now (a draw never precedes its close); lets the index narrow it.
      .where('draw_at', '>', now)
      .where('open_at', '<=', now)
      .where('close_at', '>', now)
      .orderBy('open_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  );
}

/** Pending periods that open after `now`, soonest first. */
export function listUpcomingPeriods(
  db: Db,
  gameId: number,
  now: Date,
  limit: number,
): Promise<LotteryPeriodRow[]> {
  return db
    .selectFrom('lottery_period')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '=', 'pending')
    .where('draw_at', '>', now)
    .where('open_at', '>', now)
    .orderBy('open_at')
    .limit(limit)
    .execute();
}

/** The newest drawn (or settled) periods of a game, newest draw first. */
export function listDrawnPeriods(
  db: Db,
  gameId: number,
  limit: number,
): Promise<LotteryPeriodRow[]> {
  return db
    .selectFrom('lottery_period')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', 'in', drawnStatuses)
    .orderBy('draw_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The latest drawn period of each of these games (games without one are absent). */
export function listLatestDrawnOf(db: Db, gameIds: number[]): Promise<LotteryPeriodRow[]> {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lottery_period')
    .selectAll()
    .distinctOn('game_id')
    .where('game_id', 'in', gameIds)
    .where('status', 'in', drawnStatuses)
    .orderBy('game_id')
    .orderBy('draw_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * How many finished periods of a game the results list reaches: its count stops there (a
 * game drawing every minute passes it in a week) and so do its pages. An older period is
 * still read by its number (`GET /lgw/games/:gameCode/periods/:periodNo`).
 */
export const FINISHED_PERIODS_LISTED = 10_000;

/**
 * A page of a game's finished periods (drawn, settled, void), newest draw first, among the
 * newest `FINISHED_PERIODS_LISTED`; `total` counts those, so neither reads more than that
 * many index entries (the page in order from `lottery_period_finished`).
 */
export async function pageFinishedPeriods(
  db: Db,
  gameId: number,
  limit: number,
  offset: number,
): Promise<{ rows: LotteryPeriodRow[]; total: number }> {
  const listed = FINISHED_PERIODS_LISTED;
  const base = db
    .selectFrom('lottery_period')
    .where('game_id', '=', gameId)
    .where('status', 'in', finishedStatuses);
  const [count, rows] = await Promise.all([
    db
      .selectFrom(
        base
          .select(sql`1`.as('one'))
          .limit(listed)
          .as('listed'),
      )
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
    offset >= listed
      ? []
      : base
          .selectAll()
          .orderBy('draw_at', 'desc')
          .orderBy('id', 'desc')
          .limit(Math.min(limit, listed - offset))
          .offset(offset)
          .execute(),
  ]);
  return { rows, total: count.total };
}

export function findPeriod(
  db: Db,
  gameId: number,
  periodNo: string,
): Promise<LotteryPeriodRow | undefined> {
  return db
    .selectFrom('lottery_period')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('period_no', '=', periodNo)
    .executeTakeFirst();
}

/** Bets placed per game since `since` (cancelled ones do not count). */
export async function countBetsByGame(
  db: Db,
  merchantId: number,
  since: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('lottery_bet')
    .select(['game_id', sql<number>`count(*)::int`.as('bets')])
    .where('merchant_id', '=', merchantId)
    .where('created_at', '>=', since)
    .where('status', '<>', 'cancelled')
    .groupBy('game_id')
    .execute();
  return new Map(rows.map((r) => [r.game_id, r.bets]));
}

export type WinRow = {
  account: string;
  game_code: string;
  name: string;
  payout: string | number;
  currency: string;
  settled_at: Date;
};

/**
 * A bet is placed at most a day or so before its draw (a daily game's period, a chase's
 * bet when its period opens), so a win settled after `t` was placed after `t` minus this:
 * the bound lets the (merchant, created_at) index narrow the scan.
 */
const PLACED_BEFORE_SETTLED_MS = 7 * 24 * 60 * 60 * 1000;
/** The winners board looks back this far at most. */
const WINS_LOOKBACK_MS = 30 * 24 * 60 * 60 * 1000;

/** Won bets of real (not trial) members. */
function wins(db: Db, merchantId: number) {
  return db
    .selectFrom('lottery_bet as b')
    .innerJoin('lottery_game as g', 'g.id', 'b.game_id')
    .innerJoin('member as m', (join) =>
      join.onRef('m.id', '=', 'b.member_id').onRef('m.merchant_id', '=', 'b.merchant_id'),
    )
    .select(['m.account', 'g.game_code', 'g.name', 'b.payout', 'b.currency'])
    .select(sql<Date>`b.settled_at`.as('settled_at'))
    .where('b.merchant_id', '=', merchantId)
    .where('b.status', '=', 'won')
    .where('b.payout', '>', 0)
    .where('b.settled_at', 'is not', null)
    .where('m.type', '<>', AccountType.Trial);
}

/** The biggest wins settled since `since`, then ties newest first. */
export function listBiggestWinsSince(
  db: Db,
  merchantId: number,
  since: Date,
  limit: number,
): Promise<WinRow[]> {
  return wins(db, merchantId)
    .where('b.created_at', '>=', new Date(since.getTime() - PLACED_BEFORE_SETTLED_MS))
    .where('b.settled_at', '>=', since)
    .orderBy('b.payout', 'desc')
    .orderBy('b.settled_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
}

/** Wins settled before `before` (within the look-back), newest first. */
export function listWinsBefore(
  db: Db,
  merchantId: number,
  before: Date,
  limit: number,
): Promise<WinRow[]> {
  return wins(db, merchantId)
    .where('b.created_at', '>=', new Date(before.getTime() - WINS_LOOKBACK_MS))
    .where('b.settled_at', '<', before)
    .orderBy('b.settled_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
}
