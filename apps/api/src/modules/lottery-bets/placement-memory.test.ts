import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Site } from '../../../test/members.js';
import { expectLedgerSound } from '../ledger/ledger-test-kit.js';
import {
  balanceOf,
  fund,
  newKey,
  newSite,
  signedInMember,
  type Player,
} from '../withdrawals/test-kit.js';
import { betTrail, createPeriod, placeBets, setGame, type TestPeriod } from './test-kit.js';

let ctx: TestContext;
let site: Site;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
});
afterAll(async () => {
  await expectLedgerSound(ctx.db);
  await ctx.close();
});

async function fundedPlayer(money: number): Promise<Player> {
  const player = await signedInMember(site);
  await fund(site, player.id, money);
  return player;
}

/** One K3 "big" at 10.00. */
const bigOrder = (period: TestPeriod, idempotencyKey = newKey()) => ({
  gameCode: 'K3_1M',
  periodNo: period.periodNo,
  lines: [{ betType: 'big_small', picks: ['big'], stake: 1_000 }],
  idempotencyKey,
});

const gameVersion = async (gameCode: string) =>
  (
    await site.db
      .selectFrom('lottery_game')
      .select('version')
      .where('merchant_id', '=', site.merchantId)
      .where('game_code', '=', gameCode)
      .executeTakeFirstOrThrow()
  ).version;

/** An order on the period, so the next ones find its game and period remembered. */
async function warmUp(period: TestPeriod): Promise<void> {
  const res = await placeBets(site, await fundedPlayer(10_000), bigOrder(period));
  expect(res.statusCode, res.body).toBe(200);
}

describe('orders on a remembered game and period', () => {
  it('go without a look-up, each under its own order id', async () => {
    const period = await createPeriod(site, 'K3_1M');
    await warmUp(period);
    const player = await fundedPlayer(10_000);
    const before = { ...site.app.placement.stats };
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await placeBets(site, player, bigOrder(period)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const after = site.app.placement.stats;
    expect(after.recalled - before.recalled).toBe(3);
    expect(after.gaveWay - before.gaveWay).toBe(0);
    expect(new Set(answers.map((r) => r.json().value.orderId)).size).toBe(3);
    expect(answers.at(-1)!.json().value.balance).toBe(7_000);
    expect(await betTrail(site, player.id)).toEqual({
      orders: 3,
      bets: 3,
      postings: { deposit: 1, bet_place: 3 },
    });
  });

  it('are priced on the odds an operator set after the game was remembered', async () => {
    const period = await createPeriod(site, 'K3_1M');
    await warmUp(period);
    const versionBefore = await gameVersion('K3_1M');
    await sql`update lottery_game set odds = jsonb_set(odds::jsonb, '{big_small}', '150')
      where merchant_id = ${site.merchantId} and game_code = 'K3_1M'`.execute(site.db);
    expect(await gameVersion('K3_1M')).toBe(versionBefore + 1);

    const player = await fundedPlayer(10_000);
    const before = { ...site.app.placement.stats };
    const res = await placeBets(site, player, bigOrder(period));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.bets[0].odds).toBe(150);
    const stored = await site.db
      .selectFrom('lottery_bet')
      .select('odds')
      .where('member_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.odds)).toBe(150);
    // Refused on the remembered game, then placed the usual way: one order, one stake.
    expect(site.app.placement.stats.gaveWay - before.gaveWay).toBe(1);
    expect(await betTrail(site, player.id)).toEqual({
      orders: 1,
      bets: 1,
      postings: { deposit: 1, bet_place: 1 },
    });
    expect(await balanceOf(site, player.id)).toBe(9_000);
  });

  it('are refused once the game is disabled, and nothing is written', async () => {
    const period = await createPeriod(site, 'K3_1M');
    await warmUp(period);
    await setGame(site, 'K3_1M', { enabled: false });
    const player = await fundedPlayer(10_000);
    const res = await placeBets(site, player, bigOrder(period));
    await setGame(site, 'K3_1M', { enabled: true });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'LOTTERY_GAME_NOT_FOUND',
      value: { field: 'gameCode' },
    });
    expect(await betTrail(site, player.id)).toEqual({
      orders: 0,
      bets: 0,
      postings: { deposit: 1 },
    });
  });

  it('are refused once the period was voided, before its closing time', async () => {
    const period = await createPeriod(site, 'K3_1M');
    await warmUp(period);
    await site.db
      .updateTable('lottery_period')
      .set({ status: 'void' })
      .where('id', '=', period.id)
      .execute();
    const player = await fundedPlayer(10_000);
    const res = await placeBets(site, player, bigOrder(period));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BETTING_CLOSED', value: { field: 'periodNo' } });
    expect((await betTrail(site, player.id)).orders).toBe(0);
    expect(await balanceOf(site, player.id)).toBe(10_000);
  });

  it('answer a key sent again with its first order, even once the wallet is empty', async () => {
    const period = await createPeriod(site, 'K3_1M');
    await warmUp(period);
    const player = await fundedPlayer(1_000);
    const body = bigOrder(period);
    const first = await placeBets(site, player, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.balance).toBe(0);
    const again = await placeBets(site, player, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value).toMatchObject({
      orderId: first.json().value.orderId,
      replayed: true,
      balance: 0,
    });
    expect(await betTrail(site, player.id)).toEqual({
      orders: 1,
      bets: 1,
      postings: { deposit: 1, bet_place: 1 },
    });
  });

  it('answer a bad pick with its field, as an order looked up would', async () => {
    const period = await createPeriod(site, 'K3_1M');
    await warmUp(period);
    const player = await fundedPlayer(10_000);
    const res = await placeBets(site, player, {
      ...bigOrder(period),
      lines: [{ betType: 'big_small', picks: ['huge'], stake: 1_000 }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PICK', value: { field: 'lines.0.picks.0' } });
    expect((await betTrail(site, player.id)).orders).toBe(0);
  });
});
