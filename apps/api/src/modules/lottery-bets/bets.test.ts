import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Site } from '../../../test/members.js';
import { debitPosting, expectLedgerSound } from '../ledger/ledger-test-kit.js';
import { postWithin, walletBalance } from '../ledger/index.js';
import {
  balanceOf,
  fund,
  memberGet,
  newKey,
  newSite,
  signedInMember,
  trialMember,
  type Player,
} from '../withdrawals/test-kit.js';
import {
  betTrail,
  closePeriod,
  createPeriod,
  exposureOf,
  memberPost,
  placeBets,
  setGame,
  type TestPeriod,
} from './test-kit.js';

let ctx: TestContext;
let site: Site;
let vn: TestPeriod;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
  vn = await createPeriod(site, 'VN_1M');
});
afterAll(async () => {
  await expectLedgerSound(ctx.db);
  await ctx.close();
});

async function fundedPlayer(money: number): Promise<Player> {
  const player = await signedInMember(site);
  if (money > 0) await fund(site, player.id, money);
  return player;
}

/** Two đề numbers at 10.00 each: 20.00 in all. */
const deOrder = (period = vn) => ({
  gameCode: 'VN_1M',
  periodNo: period.periodNo,
  lines: [{ betType: 'de', picks: ['07', '23'], stake: 1_000 }],
});

describe('POST /lgw/bets', () => {
  it('takes the stake, answers the bets and the balance, and lists them in the record', async () => {
    const player = await fundedPlayer(100_000);
    const res = await placeBets(site, player, {
      ...deOrder(),
      lines: [
        { betType: 'de', picks: ['07', '23'], stake: 1_000 },
        { betType: 'lo2', picks: ['45'], stake: 2_700 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().value;
    expect(placed).toMatchObject({
      periodNo: vn.periodNo,
      totalStake: 4_700,
      currency: 'USD',
      balance: 95_300,
      chaseId: null,
      replayed: false,
    });
    expect(
      placed.bets.map(
        (b: { betType: string; pick: string; odds: number; cancellable: boolean }) => [
          b.betType,
          b.pick,
          b.odds,
          b.cancellable,
        ],
      ),
    ).toEqual([
      ['de', '07', 9600, true],
      ['de', '23', 9600, true],
      ['lo2', '45', 9600, true],
    ]);
    expect(await balanceOf(site, player.id)).toBe(95_300);

    const posting = await ctx.db
      .selectFrom('ledger_transaction')
      .select(['kind', 'reference'])
      .where('idempotency_key', '=', `order:${placed.orderId}:place`)
      .executeTakeFirstOrThrow();
    expect(posting).toEqual({ kind: 'bet_place', reference: `order:${placed.orderId}` });
    // One hit of lô 45 pays 27.00 × 96 / 27 = 96.00.
    expect(await exposureOf(site, vn.id, 'lo2', '45')).toBe(9_600);

    const record = await memberGet(site, player, '/lgw/bets');
    expect(record.statusCode, record.body).toBe(200);
    const page = record.json().value;
    expect(page.total).toBe(3);
    expect(page.totals).toEqual({ stake: 4_700, payout: 0 });
    expect(page.content[0]).toMatchObject({ betType: 'lo2', pick: '45', status: 'open' });
    // The answer's bets are the ones stored, newest first in the record.
    const ids = (list: { betId: number; pick: string }[]) => list.map((b) => [b.betId, b.pick]);
    expect(ids(page.content).reverse()).toEqual(ids(placed.bets));
    expect(page.content.reverse()).toEqual(placed.bets);

    const one = await memberGet(site, player, `/lgw/bets/${placed.bets[0].betId}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().value.period).toMatchObject({
      periodNo: vn.periodNo,
      status: 'pending',
      seed: null,
    });
  });

  it('lets a trial player bet with play money only', async () => {
    const trial = await trialMember(site);
    const before = await walletBalance(ctx.db, site.merchantId, trial.id, 'DEMO');
    const res = await placeBets(site, trial, deOrder());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ currency: 'DEMO', balance: before - 2_000 });
    expect(await balanceOf(site, trial.id)).toBe(0);
  });

  describe('refuses, writing nothing', () => {
    type Case = [
      name: string,
      body: (p: TestPeriod) => Record<string, unknown>,
      status: number,
      code: string,
      field: string,
    ];
    const cases: Case[] = [
      [
        'an unknown game',
        (p) => ({ ...deOrder(p), gameCode: 'XX_9M' }),
        404,
        'LOTTERY_GAME_NOT_FOUND',
        'gameCode',
      ],
      [
        'an unknown period',
        (p) => ({ ...deOrder(p), periodNo: '19990101-0001' }),
        404,
        'PERIOD_NOT_FOUND',
        'periodNo',
      ],
      [
        'a bet type of another family',
        (p) => ({ ...deOrder(p), lines: [{ betType: 'pos_digit', picks: ['1:7'], stake: 1_000 }] }),
        400,
        'VALIDATION_FAILED',
        'lines.0.betType',
      ],
      [
        'a pick that is not one',
        (p) => ({ ...deOrder(p), lines: [{ betType: 'de', picks: ['07', '7'], stake: 1_000 }] }),
        400,
        'INVALID_PICK',
        'lines.0.picks.1',
      ],
      [
        'a pick twice in a line',
        (p) => ({
          ...deOrder(p),
          lines: [
            { betType: 'de', picks: ['07'], stake: 1_000 },
            { betType: 'xien2', picks: ['07-23', '01-02', '07-23'], stake: 1_000 },
          ],
        }),
        400,
        'INVALID_PICK',
        'lines.1.picks.2',
      ],
      [
        'a stake under the minimum',
        (p) => ({
          ...deOrder(p),
          lines: [
            { betType: 'de', picks: ['07'], stake: 1_000 },
            { betType: 'lo2', picks: ['07'], stake: 2_699 },
          ],
        }),
        400,
        'AMOUNT_BELOW_MINIMUM',
        'lines.1.stake',
      ],
      [
        'a stake over the maximum',
        (p) => ({ ...deOrder(p), lines: [{ betType: 'de', picks: ['07'], stake: 1_000_001 }] }),
        400,
        'AMOUNT_ABOVE_MAXIMUM',
        'lines.0.stake',
      ],
      [
        'more than the wallet holds',
        (p) => ({ ...deOrder(p), lines: [{ betType: 'de', picks: ['07'], stake: 50_001 }] }),
        409,
        'INSUFFICIENT_FUNDS',
        'lines',
      ],
    ];

    it.each(cases)('%s', async (_name, body, status, code, field) => {
      const player = await fundedPlayer(50_000);
      const res = await placeBets(site, player, body(vn) as never);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code, value: { field } });
      expect(await betTrail(site, player.id)).toEqual({
        orders: 0,
        bets: 0,
        postings: { deposit: 1 },
      });
      expect(await balanceOf(site, player.id)).toBe(50_000);
    });

    it('a disabled game', async () => {
      const player = await fundedPlayer(50_000);
      const period = await createPeriod(site, 'K3_3M');
      await setGame(site, 'K3_3M', { enabled: false });
      const res = await placeBets(site, player, {
        gameCode: 'K3_3M',
        periodNo: period.periodNo,
        lines: [{ betType: 'big_small', picks: ['big'], stake: 1_000 }],
      });
      await setGame(site, 'K3_3M', { enabled: true });
      expect(res.json()).toMatchObject({
        code: 'LOTTERY_GAME_NOT_FOUND',
        value: { field: 'gameCode' },
      });
      expect((await betTrail(site, player.id)).orders).toBe(0);
    });

    it('a period not open yet, and one already closed', async () => {
      const player = await fundedPlayer(50_000);
      const later = await createPeriod(site, 'VN_1M', { opensInMs: 30_000, closesInMs: 90_000 });
      const notYet = await placeBets(site, player, deOrder(later));
      expect(notYet.statusCode, notYet.body).toBe(409);
      expect(notYet.json()).toMatchObject({ code: 'BETTING_CLOSED', value: { field: 'periodNo' } });

      const past = await createPeriod(site, 'VN_1M');
      const first = await placeBets(site, player, deOrder(past));
      expect(first.statusCode, first.body).toBe(200);
      await closePeriod(site, past.id);
      const afterClose = await placeBets(site, player, deOrder(past));
      expect(afterClose.statusCode, afterClose.body).toBe(409);
      expect(afterClose.json().code).toBe('BETTING_CLOSED');
      expect(await betTrail(site, player.id)).toMatchObject({ orders: 1, bets: 2 });
      expect(await balanceOf(site, player.id)).toBe(48_000);
    });
  });

  it('refuses the order that would take a pick over the exposure cap, and takes one up to it', async () => {
    const period = await createPeriod(site, '5D_5M');
    // pos_digit pays 9.7: a 100.00 stake may pay 970.00; cap the pick at 1,940.00.
    await setGame(site, '5D_5M', { exposure_cap: 194_000 });
    const order = (stake: number, picks = ['3:7']) => ({
      gameCode: '5D_5M',
      periodNo: period.periodNo,
      lines: [{ betType: 'pos_digit', picks, stake }],
    });
    const a = await fundedPlayer(100_000);
    const b = await fundedPlayer(100_000);
    expect((await placeBets(site, a, order(10_000))).statusCode).toBe(200);

    const over = await placeBets(site, b, order(10_001, ['3:1', '3:7']));
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'EXPOSURE_CAP_REACHED',
      value: { field: 'lines.0.picks.1' },
    });
    expect(await betTrail(site, b.id)).toEqual({ orders: 0, bets: 0, postings: { deposit: 1 } });
    expect(await exposureOf(site, period.id, 'pos_digit', '3:1')).toBe(0);

    expect((await placeBets(site, b, order(10_000))).statusCode).toBe(200);
    expect(await exposureOf(site, period.id, 'pos_digit', '3:7')).toBe(194_000);
    await setGame(site, '5D_5M', { exposure_cap: 1_000_000_000 });
  });

  describe('idempotency', () => {
    it('answers the first order to the same request sent ten times, taking the stake once', async () => {
      const player = await fundedPlayer(10_000);
      const body = { ...deOrder(), idempotencyKey: newKey() };
      const answers = [];
      for (let i = 0; i < 10; i += 1) answers.push(await placeBets(site, player, body));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const values = answers.map((r) => r.json().value);
      expect(new Set(values.map((v) => v.orderId)).size).toBe(1);
      expect(values.map((v) => v.replayed)).toEqual([false, ...Array(9).fill(true)]);
      // Every answer is the first one's, balance included.
      expect(values.every((v) => v.balance === 8_000 && v.bets.length === 2)).toBe(true);
      expect(await betTrail(site, player.id)).toEqual({
        orders: 1,
        bets: 2,
        postings: { deposit: 1, bet_place: 1 },
      });
    });

    it('makes one order of ten parallel requests with the same key', async () => {
      const player = await fundedPlayer(10_000);
      const body = { ...deOrder(), idempotencyKey: newKey() };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => placeBets(site, player, body)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((r) => r.json().value.orderId)).size).toBe(1);
      expect(answers.filter((r) => !r.json().value.replayed)).toHaveLength(1);
      expect(await balanceOf(site, player.id)).toBe(8_000);
      expect((await betTrail(site, player.id)).orders).toBe(1);
    });

    it('refuses the key used for another order', async () => {
      const player = await fundedPlayer(10_000);
      const idempotencyKey = newKey();
      expect((await placeBets(site, player, { ...deOrder(), idempotencyKey })).statusCode).toBe(
        200,
      );
      const other = await placeBets(site, player, {
        ...deOrder(),
        lines: [{ betType: 'de', picks: ['07', '24'], stake: 1_000 }],
        idempotencyKey,
      });
      expect(other.statusCode, other.body).toBe(409);
      expect(other.json()).toMatchObject({
        code: 'IDEMPOTENCY_CONFLICT',
        value: { field: 'idempotencyKey' },
      });
      expect(await balanceOf(site, player.id)).toBe(8_000);
    });
  });

  it('never overdraws under a storm of parallel orders', async () => {
    const player = await fundedPlayer(10_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        placeBets(site, player, {
          gameCode: 'VN_1M',
          periodNo: vn.periodNo,
          lines: [{ betType: 'de', picks: [String(i).padStart(2, '0')], stake: 1_000 }],
        }),
      ),
    );
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS')).toHaveLength(20);
    expect(await balanceOf(site, player.id)).toBe(0);
    expect(await betTrail(site, player.id)).toEqual({
      orders: 10,
      bets: 10,
      postings: { deposit: 1, bet_place: 10 },
    });
    // The refused orders left no failed ledger key behind either.
    const failed = await ctx.db
      .selectFrom('ledger_transaction')
      .select('id')
      .where('kind', '=', 'bet_place')
      .where('status', '=', 'failed')
      .execute();
    expect(failed).toEqual([]);
    await expectLedgerSound(ctx.db);
  });
});

it('lets parallel orders of many players fill a pick exactly to its cap', async () => {
  const period = await createPeriod(site, '5D_3M');
  // Each order may pay 97.00; the cap holds five of them.
  await setGame(site, '5D_3M', { exposure_cap: 48_500 });
  const players = await Promise.all(Array.from({ length: 12 }, () => fundedPlayer(5_000)));
  const answers = await Promise.all(
    players.map((p) =>
      placeBets(site, p, {
        gameCode: '5D_3M',
        periodNo: period.periodNo,
        lines: [{ betType: 'pos_digit', picks: ['1:0'], stake: 1_000 }],
      }),
    ),
  );
  const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
  expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
  expect(codes.filter((c) => c === 'EXPOSURE_CAP_REACHED')).toHaveLength(7);
  expect(await exposureOf(site, period.id, 'pos_digit', '1:0')).toBe(48_500);
  const balances = await Promise.all(players.map((p) => balanceOf(site, p.id)));
  expect(balances.filter((b) => b === 4_000)).toHaveLength(5);
  expect(balances.filter((b) => b === 5_000)).toHaveLength(7);
  await setGame(site, '5D_3M', { exposure_cap: 1_000_000_000 });
});

it('writes orders arriving together in the ledger batch statement, each exactly', async () => {
  const period = await createPeriod(site, '5D_3M');
  const players = await Promise.all(Array.from({ length: 20 }, () => fundedPlayer(10_000)));
  const before = ctx.ledger.stats.sharedWithMoney;
  const answers = await Promise.all(
    players.map(async (p, i) => {
      const mine = [];
      for (let n = 0; n < 3; n++) {
        const res = await placeBets(site, p, {
          gameCode: '5D_3M',
          periodNo: period.periodNo,
          lines: [{ betType: 'pos_digit', picks: [`1:${n}`, `2:${i % 10}`], stake: 100 }],
        });
        expect(res.statusCode, res.body).toBe(200);
        mine.push(res.json().value);
      }
      return mine;
    }),
  );
  // Batches whose orders went in the money's own statement, with no transaction around it.
  expect(ctx.ledger.stats.sharedWithMoney).toBeGreaterThan(before);
  for (const [i, mine] of answers.entries()) {
    expect(mine.map((a) => a.totalStake)).toEqual([200, 200, 200]);
    // Each order of a player saw the one before it: 98.00, 96.00, 94.00.
    expect(mine.map((a) => a.balance)).toEqual([9_800, 9_600, 9_400]);
    expect(await balanceOf(site, players[i]!.id)).toBe(9_400);
    expect(await betTrail(site, players[i]!.id)).toMatchObject({ orders: 3, bets: 6 });
  }
  // 20 orders on each of 1:0, 1:1 and 1:2, at 1.00 paying 9.70 each.
  for (const pick of ['1:0', '1:1', '1:2']) {
    expect(await exposureOf(site, period.id, 'pos_digit', pick)).toBe(20 * 970);
  }
  await expectLedgerSound(ctx.db);
});

it('places on a wallet another writer moved since, deciding on its new balance', async () => {
  const period = await createPeriod(site, '5D_3M');
  const player = await fundedPlayer(1_000);
  const order = (stake: number) =>
    placeBets(site, player, {
      gameCode: '5D_3M',
      periodNo: period.periodNo,
      lines: [{ betType: 'pos_digit', picks: ['4:4'], stake }],
    });
  // The second order leaves the wallet in this process's memory at 8.00.
  expect((await order(100)).json().value.balance).toBe(900);
  expect((await order(100)).json().value.balance).toBe(800);
  // Taken without that memory, as a settlement or another API process would: the next
  // order's statement finds the wallet moved, undoes itself, and the wallet is read again.
  await site.db.transaction().execute((trx) =>
    postWithin(
      trx,
      debitPosting({
        merchantId: site.merchantId,
        memberId: player.id,
        amount: 600,
        key: newKey(),
      }),
    ),
  );
  const second = await order(100);
  expect(second.statusCode, second.body).toBe(200);
  expect(second.json().value.balance).toBe(100);
  const third = await order(200);
  expect(third.statusCode).toBe(409);
  expect(third.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
  expect(await balanceOf(site, player.id)).toBe(100);
  expect(await betTrail(site, player.id)).toMatchObject({ orders: 3, bets: 3 });
  expect(await exposureOf(site, period.id, 'pos_digit', '4:4')).toBe(3 * 970);
  await expectLedgerSound(ctx.db);
});

describe('POST /lgw/bets/:betId/cancel', () => {
  it('returns the stake once, lowers the exposure, and answers a second cancel the same', async () => {
    const player = await fundedPlayer(10_000);
    const placed = (await placeBets(site, player, deOrder())).json().value;
    const bet = placed.bets[0];
    const exposure = await exposureOf(site, vn.id, 'de', bet.pick);

    const res = await memberPost(site, player, `/lgw/bets/${bet.betId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      bet: { betId: bet.betId, status: 'cancelled', cancellable: false },
      balance: 9_000,
      replayed: false,
    });
    expect(await exposureOf(site, vn.id, 'de', bet.pick)).toBe(exposure - 96_000);

    const again = await memberPost(site, player, `/lgw/bets/${bet.betId}/cancel`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value).toMatchObject({ balance: 9_000, replayed: true });
    expect(await betTrail(site, player.id)).toMatchObject({
      postings: { deposit: 1, bet_place: 1, bet_void: 1 },
    });

    const record = (await memberGet(site, player, '/lgw/bets?status=cancelled')).json().value;
    expect(record.content.map((b: { betId: number }) => b.betId)).toEqual([bet.betId]);
    expect(record.totals).toEqual({ stake: 0, payout: 0 });
  });

  it("answers 404 for someone else's bet and 409 once the period closed", async () => {
    const owner = await fundedPlayer(10_000);
    const other = await fundedPlayer(0);
    const period = await createPeriod(site, 'VN_1M');
    const placed = (await placeBets(site, owner, deOrder(period))).json().value;
    const betId = placed.bets[0].betId;

    const stranger = await memberPost(site, other, `/lgw/bets/${betId}/cancel`);
    expect(stranger.statusCode, stranger.body).toBe(404);
    expect((await memberGet(site, other, `/lgw/bets/${betId}`)).statusCode).toBe(404);

    await closePeriod(site, period.id);
    const late = await memberPost(site, owner, `/lgw/bets/${betId}/cancel`);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().code).toBe('BET_NOT_CANCELLABLE');
    expect(await balanceOf(site, owner.id)).toBe(8_000);
    const view = (await memberGet(site, owner, `/lgw/bets/${betId}`)).json().value;
    expect(view).toMatchObject({ status: 'open', cancellable: false });
  });
});

describe('GET /lgw/bets', () => {
  it('filters by game, status and days, and pages newest first', async () => {
    const player = await fundedPlayer(100_000);
    const k3 = await createPeriod(site, 'K3_1M');
    await placeBets(site, player, deOrder());
    await placeBets(site, player, {
      gameCode: 'K3_1M',
      periodNo: k3.periodNo,
      lines: [{ betType: 'sum', picks: ['4', '10'], stake: 500 }],
    });
    const get = async (query: string) => {
      const res = await memberGet(site, player, `/lgw/bets?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value;
    };

    const k3Only = await get('gameCode=K3_1M');
    expect(k3Only.content.map((b: { pick: string; odds: number }) => [b.pick, b.odds])).toEqual([
      ['10', 770],
      ['4', 6900],
    ]);
    expect(k3Only.totals).toEqual({ stake: 1_000, payout: 0 });

    const paged = await get('pageSize=3&pageNo=2');
    expect(paged).toMatchObject({ total: 4, totalPages: 2, pageNo: 2 });
    expect(paged.content.map((b: { pick: string }) => b.pick)).toEqual(['07']);

    expect((await get('status=won')).total).toBe(0);
    expect((await get('from=2020-01-01&to=2020-01-31')).total).toBe(0);

    const backwards = await memberGet(site, player, '/lgw/bets?from=2026-02-02&to=2026-02-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().value.field).toBe('to');
  });
});
