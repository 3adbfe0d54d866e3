/**
 * What the bet tests share (and others may reuse): periods of a merchant's games with times
 * relative to now, bet calls as the web sends them, and reads of what a call left behind.
 * Used only by `*.test.ts`.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { withToken, type Site } from '../../../test/members.js';
import { randomIp } from '../../../test/factories.js';
import { newKey, type Player } from '../withdrawals/test-kit.js';

let periods = 0;

export type TestPeriod = { id: number; gameId: number; periodNo: string; drawAt: Date };

/**
 * A pending period of the game. By default it opened a second ago and closes in a minute;
 * `opensInMs` (negative: opened that long ago), `closesInMs` and `drawsInMs` move it.
 * Each period draws later than every earlier one the kit made, as a schedule would.
 */
export async function createPeriod(
  site: Site,
  gameCode: string,
  times: { opensInMs?: number; closesInMs?: number; drawsInMs?: number } = {},
): Promise<TestPeriod> {
  const game = await site.db
    .selectFrom('lottery_game')
    .select('id')
    .where('merchant_id', '=', site.merchantId)
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  periods += 1;
  const now = Date.now();
  const closeAt = now + (times.closesInMs ?? 60_000);
  const periodNo = `2026${String(1 + (periods % 12)).padStart(2, '0')}20-${String(periods).padStart(4, '0')}`;
  const drawAt = new Date(Math.max(closeAt, now + (times.drawsInMs ?? 70_000)) + periods);
  const row = await site.db
    .insertInto('lottery_period')
    .values({
      merchant_id: site.merchantId,
      game_id: game.id,
      period_no: periodNo,
      open_at: new Date(now + (times.opensInMs ?? -1_000)),
      close_at: new Date(closeAt),
      draw_at: drawAt,
      seed_hash: randomBytes(32).toString('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), gameId: game.id, periodNo, drawAt };
}

/** The period stops taking bets: its close moves to a second ago. */
export async function closePeriod(site: Site, periodId: number): Promise<void> {
  const now = Date.now();
  await site.db
    .updateTable('lottery_period')
    .set({ open_at: new Date(now - 120_000), close_at: new Date(now - 1_000) })
    .where('id', '=', periodId)
    .execute();
}

export async function setGame(
  site: Site,
  gameCode: string,
  change: { enabled?: boolean; exposure_cap?: number },
): Promise<void> {
  await site.db
    .updateTable('lottery_game')
    .set(change)
    .where('merchant_id', '=', site.merchantId)
    .where('game_code', '=', gameCode)
    .execute();
}

export type Line = { betType: string; picks: string[]; stake: number };

/** POST /lgw/bets as the web sends it (plain JSON, member token). */
export function placeBets(
  site: Site,
  player: Pick<Player, 'token'>,
  body: {
    gameCode: string;
    periodNo: string;
    lines: Line[];
    chase?: { periods: number; stopOnWin: boolean };
    idempotencyKey?: string;
  },
): Promise<LightMyRequestResponse> {
  return site.app.inject({
    method: 'POST',
    url: '/lgw/bets',
    headers: withToken(site, player.token),
    payload: { idempotencyKey: newKey(), ...body },
    remoteAddress: randomIp(),
  });
}

export function memberPost(site: Site, player: Pick<Player, 'token'>, url: string) {
  return site.app.inject({
    method: 'POST',
    url,
    headers: withToken(site, player.token),
    remoteAddress: randomIp(),
  });
}

/** What the bet calls left for a member: orders, bets and ledger transactions by kind. */
export async function betTrail(site: Site, memberId: number) {
  const [orders, bets, postings] = await Promise.all([
    site.db
      .selectFrom('lottery_order')
      .select(sql<string>`count(*)`.as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    site.db
      .selectFrom('lottery_bet')
      .select(sql<string>`count(*)`.as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    site.db
      .selectFrom('ledger_entry as e')
      .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
      .select(['t.kind', sql<string>`count(*)`.as('n')])
      .where('a.member_id', '=', memberId)
      .groupBy('t.kind')
      .execute(),
  ]);
  return {
    orders: Number(orders.n),
    bets: Number(bets.n),
    postings: Object.fromEntries(postings.map((p) => [p.kind, Number(p.n)])),
  };
}

/** The exposure of one pick in a period, minor units (0 when nothing was bet on it). */
export async function exposureOf(
  site: Site,
  periodId: number,
  betType: string,
  pick: string,
): Promise<number> {
  const row = await site.db
    .selectFrom('lottery_exposure')
    .select('payout')
    .where('period_id', '=', periodId)
    .where('bet_type', '=', betType)
    .where('pick', '=', pick)
    .executeTakeFirst();
  return row ? Number(row.payout) : 0;
}
