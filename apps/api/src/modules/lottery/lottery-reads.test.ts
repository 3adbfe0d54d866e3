import {
  currentPeriodSchema,
  drawResult,
  gameMenusSchema,
  popularGamesSchema,
  resultsPageSchema,
  seedHashOf,
  verifyResultSchema,
  vnNumbersSchema,
  vnRecentSchema,
  winnersSchema,
  type LotteryPeriod,
} from '@sorteo/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, type TestSite } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createAccount } from '../../../test/members.js';
import {
  endings,
  insertBet,
  insertPeriod,
  newSeed,
  vnResultEndingIn,
  type PeriodSpec,
} from './lottery-test-kit.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const value = async (res: Promise<{ statusCode: number; json: () => unknown }>) => {
  const r = await res;
  const body = r.json() as { value: unknown };
  expect(r.statusCode, JSON.stringify(body)).toBe(200);
  return body.value;
};

const verify = (site: TestSite, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/lgw/fairness/verify',
    headers: { merchant: merchantCodes.get(site)! },
    payload,
  });

const merchantCodes = new Map<TestSite, string>();
async function newSite(): Promise<TestSite> {
  const site = await createTestSite(ctx);
  const row = await ctx.db
    .selectFrom('merchant')
    .select('code')
    .where('id', '=', site.merchantId)
    .executeTakeFirstOrThrow();
  merchantCodes.set(site, row.code);
  return site;
}

describe('menus', () => {
  it('groups the enabled games by family in menu order, with labels to translate', async () => {
    const site = await newSite();
    const menus = gameMenusSchema.parse(await value(site.player('/lgw/games/game_menus')));
    expect(
      menus.gameMenus.map((m) => [m.gameGroupCode, m.labelName, m.games.map((g) => g.gameCode)]),
    ).toEqual([
      ['VN', 'lott_vn', ['VN_MB', 'VN_1M', 'VN_3M', 'VN_5M']],
      ['5D', 'lott_5d', ['5D_1M', '5D_3M', '5D_5M']],
      ['K3', 'lott_k3', ['K3_1M', 'K3_3M']],
    ]);
    const mb = menus.gameMenus[0]!.games[0]!;
    expect(mb).toMatchObject({
      family: 'VN',
      accountTypeName: 'TCG_LOTTO_VN',
      realWorld: true,
      drawTime: '18:15',
      timeZone: 'Asia/Ho_Chi_Minh',
      intervalSeconds: null,
      currency: 'USD',
    });
    expect(mb.odds.de).toBe(9600);
    expect(mb.limits.lo2).toEqual({ min: 2700, max: 27_000_000 });
    expect(menus.gameMenus[2]!.games[0]!.accountTypeName).toBe('TCG_SEA');

    const vn = (await value(site.player('/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB'))) as {
      gameGroupCode: string;
      games: { gameCode: string }[];
    };
    expect(vn.gameGroupCode).toBe('VN');
    expect(vn.games.map((g) => g.gameCode)).toEqual(['VN_MB', 'VN_1M', 'VN_3M', 'VN_5M']);

    const bad = await site.player('/lgw/vn/games/game_menu?device=APP');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'device' } });
  });

  it('recent: the latest drawn period of each VN game that has one, with its result', async () => {
    const site = await newSite();
    await insertPeriod(ctx.db, site.merchantId, 'VN_1M', {
      periodNo: '20261122-0001',
      open: -300,
      close: -250,
      draw: -240,
      status: 'settled',
    });
    const latest = await insertPeriod(ctx.db, site.merchantId, 'VN_1M', {
      periodNo: '20261122-0002',
      open: -240,
      close: -190,
      draw: -180,
      status: 'drawn',
    });
    await insertPeriod(ctx.db, site.merchantId, 'VN_1M', {
      periodNo: '20261122-0003',
      open: -180,
      close: -130,
      draw: -120,
      status: 'void',
    });
    await insertPeriod(ctx.db, site.merchantId, 'VN_1M', {
      periodNo: '20261122-0004',
      open: -10,
      close: 40,
      draw: 50,
    });
    const official = vnResultEndingIn(endings(['42']));
    await insertPeriod(ctx.db, site.merchantId, 'VN_MB', {
      periodNo: '20261121-0001',
      open: -90_000,
      close: -3_600,
      draw: -3_000,
      status: 'drawn',
      seed: null,
      result: official,
    });
    await insertPeriod(ctx.db, site.merchantId, '5D_1M', {
      periodNo: '20261122-0001',
      open: -300,
      close: -250,
      draw: -240,
      status: 'drawn',
    });

    const recent = vnRecentSchema.parse(await value(site.player('/lgw/vn/games/recent')));
    expect(recent.recent.map((r) => [r.gameCode, r.period.periodNo, r.realWorld])).toEqual([
      ['VN_MB', '20261121-0001', true],
      ['VN_1M', '20261122-0002', false],
    ]);
    expect(recent.recent[0]!.period.result).toEqual(official);
    expect(recent.recent[0]!.period.seed).toBeNull();
    const fast = recent.recent[1]!.period;
    expect(fast.seed).toBe(latest.seed);
    expect(fast.result).toEqual(drawResult('VN', latest.seed!, 'VN_1M', '20261122-0002'));
  });
});

describe('current period', () => {
  let site: TestSite;
  const seeds: Record<string, string> = {};

  beforeAll(async () => {
    site = await newSite();
    const add = async (periodNo: string, spec: Omit<PeriodSpec, 'periodNo'>) => {
      const { seed } = await insertPeriod(ctx.db, site.merchantId, '5D_1M', { ...spec, periodNo });
      seeds[periodNo] = seed!;
    };
    await add('20261122-0001', { open: -180, close: -130, draw: -120, status: 'settled' });
    await add('20261122-0002', { open: -120, close: -70, draw: -60, status: 'drawn' });
    // Closed, waiting for its draw: no longer current.
    await add('20261122-0003', { open: -60, close: -5, draw: 2 });
    await add('20261122-0004', { open: -5, close: 45, draw: 55 });
    for (let i = 5; i <= 11; i += 1) {
      const start = -5 + (i - 4) * 50;
      await add(`20261122-${String(i).padStart(4, '0')}`, {
        open: start,
        close: start + 50,
        draw: start + 60,
      });
    }
  });

  it('answers the period taking bets, the next five, the last drawn and the server time', async () => {
    const before = Date.now();
    const res = await site.player('/lgw/games/5D_1M/current');
    const current = currentPeriodSchema.parse(await value(Promise.resolve(res)));
    expect(current.game.gameCode).toBe('5D_1M');
    expect(current.current?.periodNo).toBe('20261122-0004');
    expect(current.current?.status).toBe('pending');
    expect(current.current?.seedHash).toBe(seedHashOf(seeds['20261122-0004']!));
    expect(current.upcoming.map((p) => p.periodNo)).toEqual([
      '20261122-0005',
      '20261122-0006',
      '20261122-0007',
      '20261122-0008',
      '20261122-0009',
    ]);
    expect(current.lastDrawn?.periodNo).toBe('20261122-0002');
    expect(current.lastDrawn?.seed).toBe(seeds['20261122-0002']);
    expect(current.lastDrawn?.result).toEqual(
      drawResult('5D', seeds['20261122-0002']!, '5D_1M', '20261122-0002'),
    );
    expect(current.serverTime).toBeGreaterThanOrEqual(before);
    expect(current.serverTime).toBeLessThanOrEqual(Date.now());

    // No pending period's seed is anywhere in the answer.
    const pending = [current.current!, ...current.upcoming];
    expect(pending.every((p) => p.seed === null && p.result === null)).toBe(true);
    for (let i = 3; i <= 11; i += 1) {
      expect(res.body).not.toContain(seeds[`20261122-${String(i).padStart(4, '0')}`]);
    }
  });

  it('refuses unknown, disabled and malformed game codes', async () => {
    const unknown = await site.player('/lgw/games/XX_9M/current');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'LOTTERY_GAME_NOT_FOUND',
      value: { field: 'gameCode' },
    });
    const malformed = await site.player('/lgw/games/bad-code/current');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'gameCode' },
    });
    const other = await newSite();
    await ctx.db
      .updateTable('lottery_game')
      .set({ enabled: false })
      .where('merchant_id', '=', other.merchantId)
      .where('game_code', '=', 'K3_3M')
      .execute();
    expect((await other.player('/lgw/games/K3_3M/current')).statusCode).toBe(404);
    // Another merchant's game is not this one's.
    const elsewhere = await newSite();
    const res = currentPeriodSchema.parse(
      await value(elsewhere.player('/lgw/games/5D_1M/current')),
    );
    expect(res.current).toBeNull();
    expect(res.lastDrawn).toBeNull();
    expect(res.upcoming).toEqual([]);
  });

  it('one period: the seed only once drawn', async () => {
    const pendingRes = await site.player('/lgw/games/5D_1M/periods/20261122-0003');
    const pending = (await value(Promise.resolve(pendingRes))) as LotteryPeriod;
    expect(pending).toMatchObject({ status: 'pending', seed: null, result: null, drawnAt: null });
    expect(pending.seedHash).toBe(seedHashOf(seeds['20261122-0003']!));
    expect(pendingRes.body).not.toContain(seeds['20261122-0003']);

    const drawn = (await value(
      site.player('/lgw/games/5D_1M/periods/20261122-0001'),
    )) as LotteryPeriod;
    expect(drawn).toMatchObject({ status: 'settled', seed: seeds['20261122-0001'] });
    expect(drawn.drawnAt).toEqual(expect.any(Number));

    const missing = await site.player('/lgw/games/5D_1M/periods/20261122-0999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'PERIOD_NOT_FOUND',
      value: { field: 'periodNo' },
    });
    const malformed = await site.player('/lgw/games/5D_1M/periods/2026-11-22');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ value: { field: 'periodNo' } });
  });
});

describe('results', () => {
  it('lists finished periods newest first, in pages, never a pending one', async () => {
    const site = await newSite();
    const add = (n: number, status: 'pending' | 'drawn' | 'settled' | 'void', draw: number) =>
      insertPeriod(ctx.db, site.merchantId, 'K3_1M', {
        periodNo: `20261122-${String(n).padStart(4, '0')}`,
        open: draw - 60,
        close: draw - 10,
        draw,
        status,
      });
    const voidBefore = await add(1, 'void', -500);
    await add(2, 'settled', -400);
    await add(3, 'settled', -300);
    await add(4, 'drawn', -200);
    const pendingLate = await add(5, 'pending', -100); // late draw: still pending
    const pendingOpen = await add(6, 'pending', 50);

    const first = resultsPageSchema.parse(
      await value(site.player('/lgw/games/K3_1M/results?pageNo=1&pageSize=3')),
    );
    expect(first).toMatchObject({ pageNo: 1, pageSize: 3, total: 4, totalPages: 2 });
    expect(first.content.map((p) => [p.periodNo, p.status])).toEqual([
      ['20261122-0004', 'drawn'],
      ['20261122-0003', 'settled'],
      ['20261122-0002', 'settled'],
    ]);
    expect(first.content.every((p) => p.result?.family === 'K3' && p.seed !== null)).toBe(true);

    const secondRes = await site.player('/lgw/games/K3_1M/results?pageNo=2&pageSize=3');
    const second = resultsPageSchema.parse(await value(Promise.resolve(secondRes)));
    expect(second.content.map((p) => [p.periodNo, p.status, p.seed, p.result])).toEqual([
      ['20261122-0001', 'void', null, null],
    ]);
    for (const hidden of [voidBefore, pendingLate, pendingOpen]) {
      expect(secondRes.body).not.toContain(hidden.seed);
    }

    const bad = await site.player('/lgw/games/K3_1M/results?pageSize=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ value: { field: 'pageSize' } });
  });
  it('counts and pages the newest 10,000 finished periods, however many a game has', async () => {
    const site = await newSite();
    const game = await ctx.db
      .selectFrom('lottery_game')
      .select('id')
      .where('merchant_id', '=', site.merchantId)
      .where('game_code', '=', 'VN_1M')
      .executeTakeFirstOrThrow();
    // 10,005 void periods a minute apart (n = 1 is the oldest), and one still pending.
    await sql`insert into lottery_period
        (merchant_id, game_id, period_no, open_at, close_at, draw_at, status, voided_at)
      select ${site.merchantId}, ${game.id},
        (20200101 + n / 10000)::text || '-' || lpad((n % 10000)::text, 4, '0'),
        d - interval '60 seconds', d - interval '10 seconds', d,
        case when n = 10006 then 'pending' else 'void' end, d
      from generate_series(1, 10006) n,
        lateral (select timestamptz '2020-01-01 00:00Z' + n * interval '1 minute' as d) t`.execute(
      ctx.db,
    );
    const page = async (pageNo: number) =>
      resultsPageSchema.parse(
        await value(site.player(`/lgw/games/VN_1M/results?pageNo=${pageNo}&pageSize=100`)),
      );
    const first = await page(1);
    expect(first).toMatchObject({ total: 10_000, totalPages: 100 });
    expect(first.content[0]!.periodNo).toBe('20200102-0005');
    const last = await page(100);
    expect(last.content).toHaveLength(100);
    expect(last.content.at(-1)!.periodNo).toBe('20200101-0006');
    expect((await page(101)).content).toEqual([]);
    // Older ones are still read by their number.
    const oldest = await site.player('/lgw/games/VN_1M/periods/20200101-0001');
    expect(oldest.statusCode).toBe(200);
  });
});

describe('VN numbers', () => {
  it('counts in how many recent draws each number ended a prize, and draws since', async () => {
    const site = await newSite();
    const add = (n: number, status: 'drawn' | 'settled' | 'void' | 'pending', ends: string[]) =>
      insertPeriod(ctx.db, site.merchantId, 'VN_3M', {
        periodNo: `20261122-${String(n).padStart(4, '0')}`,
        open: n * 180 - 3000,
        close: n * 180 - 2950,
        draw: n * 180 - 2940,
        status,
        result: status === 'pending' ? null : vnResultEndingIn(endings(ends)),
        drewBeforeVoid: status === 'void',
      });
    await add(1, 'settled', ['23']); // oldest
    await add(2, 'settled', ['07', '07', '45']);
    await add(3, 'drawn', ['07', '23']); // newest counted
    await add(4, 'void', ['88']); // voided: its result does not stand
    await add(5, 'pending', []);

    const all = vnNumbersSchema.parse(await value(site.player('/lgw/vn/numbers?gameCode=VN_3M')));
    expect(all.gameCode).toBe('VN_3M');
    expect(all.draws).toBe(3);
    expect(all.numbers).toHaveLength(100);
    expect(all.numbers.map((n) => n.number).slice(0, 3)).toEqual(['00', '01', '02']);
    const stat = (numbers: typeof all.numbers, n: string) => numbers.find((x) => x.number === n);
    expect(stat(all.numbers, '07')).toEqual({ number: '07', appearances: 2, since: 0 });
    expect(stat(all.numbers, '23')).toEqual({ number: '23', appearances: 2, since: 0 });
    expect(stat(all.numbers, '45')).toEqual({ number: '45', appearances: 1, since: 1 });
    expect(stat(all.numbers, '99')).toEqual({ number: '99', appearances: 3, since: 0 });
    expect(stat(all.numbers, '88')).toEqual({ number: '88', appearances: 0, since: 3 });
    expect(stat(all.numbers, '00')).toEqual({ number: '00', appearances: 0, since: 3 });

    const window = vnNumbersSchema.parse(
      await value(site.player('/lgw/vn/numbers?gameCode=VN_3M&count=50&draws=2')),
    );
    expect(window.draws).toBe(2);
    expect(window.numbers).toHaveLength(50);
    expect(stat(window.numbers, '23')).toEqual({ number: '23', appearances: 1, since: 0 });
    expect(stat(window.numbers, '45')).toEqual({ number: '45', appearances: 1, since: 1 });
    expect(stat(window.numbers, '07')).toEqual({ number: '07', appearances: 2, since: 0 });
    expect(stat(window.numbers, '00')).toEqual({ number: '00', appearances: 0, since: 2 });

    const none = vnNumbersSchema.parse(await value(site.player('/lgw/vn/numbers?gameCode=VN_5M')));
    expect(none.draws).toBe(0);
    expect(none.numbers.every((n) => n.appearances === 0 && n.since === 0)).toBe(true);
  });

  it('refuses a game that is not VN, an unknown one and a bad count', async () => {
    const site = await newSite();
    const k3 = await site.player('/lgw/vn/numbers?gameCode=K3_1M');
    expect(k3.statusCode).toBe(400);
    expect(k3.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'gameCode' } });
    const unknown = await site.player('/lgw/vn/numbers?gameCode=VN_9M');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'LOTTERY_GAME_NOT_FOUND' });
    const count = await site.player('/lgw/vn/numbers?gameCode=VN_1M&count=101');
    expect(count.statusCode).toBe(400);
    expect(count.json()).toMatchObject({ value: { field: 'count' } });
  });
});

describe('popular and winners', () => {
  let site: TestSite;
  let player: { id: number; account: string };
  let periodOf: Record<string, number>;

  beforeAll(async () => {
    site = await newSite();
    player = await createAccount(ctx.db, site.merchantId);
    periodOf = {};
    for (const gameCode of ['K3_1M', '5D_1M', 'VN_1M', 'VN_3M']) {
      periodOf[gameCode] = (
        await insertPeriod(ctx.db, site.merchantId, gameCode, {
          periodNo: '20261122-0001',
          open: -200,
          close: -150,
          draw: -140,
          status: 'settled',
        })
      ).id;
    }
  });

  it('ranks games by bets of the last 24 hours, then the rest in menu order', async () => {
    const bet = (gameCode: string, extra: { placed?: number; status?: 'cancelled' } = {}) =>
      insertBet(ctx.db, site.merchantId, {
        memberId: player.id,
        periodId: periodOf[gameCode]!,
        gameCode,
        ...extra,
      });
    for (let i = 0; i < 3; i += 1) await bet('K3_1M');
    await bet('5D_1M');
    for (let i = 0; i < 5; i += 1) await bet('VN_1M', { placed: -25 * 3600 });
    for (let i = 0; i < 5; i += 1) await bet('VN_3M', { status: 'cancelled' });

    const popular = popularGamesSchema.parse(await value(site.player('/lgw/games/popular')));
    expect(popular.map((p) => [p.gameCode, p.bets])).toEqual([
      ['K3_1M', 3],
      ['5D_1M', 1],
      ['VN_MB', 0],
      ['VN_1M', 0],
      ['VN_3M', 0],
      ['VN_5M', 0],
      ['5D_3M', 0],
      ['5D_5M', 0],
      ['K3_3M', 0],
    ]);
    const two = (await value(site.player('/lgw/games/popular?count=2'))) as unknown[];
    expect(two).toHaveLength(2);
    expect(two[0]).toMatchObject({ gameCode: 'K3_1M', family: 'K3', accountTypeName: 'TCG_SEA' });

    // A fresh merchant without bets still gets its games.
    const fresh = await newSite();
    const list = (await value(fresh.player('/lgw/games/popular?count=3'))) as {
      gameCode: string;
    }[];
    expect(list.map((p) => p.gameCode)).toEqual(['VN_MB', 'VN_1M', 'VN_3M']);
    expect((await fresh.player('/lgw/games/popular?count=0')).statusCode).toBe(400);
  });

  it('lists the biggest wins of the last 24 hours, then older ones, accounts masked', async () => {
    const trial = await createAccount(ctx.db, site.merchantId, { type: 4 });
    const won = (memberId: number, gameCode: string, payout: number, settled: number) =>
      insertBet(ctx.db, site.merchantId, {
        memberId,
        periodId: periodOf[gameCode]!,
        gameCode,
        status: 'won',
        payout,
        placed: settled - 60,
        settled,
      });
    await won(player.id, 'K3_1M', 500, -3600);
    await won(player.id, '5D_1M', 9000, -7200);
    await won(player.id, 'VN_1M', 100_000, -30 * 3600);
    await won(player.id, 'VN_3M', 70_000, -40 * 3600);
    await won(trial.id, 'K3_1M', 10_000_000, -60);
    await won(player.id, 'K3_1M', 5_000_000, -40 * 24 * 3600); // beyond the look-back
    await insertBet(ctx.db, site.merchantId, {
      memberId: player.id,
      periodId: periodOf['K3_1M']!,
      gameCode: 'K3_1M',
      status: 'lost',
    });

    const res = await site.player('/lgw/games/winners');
    const list = winnersSchema.parse(await value(Promise.resolve(res)));
    expect(list.map((w) => [w.gameCode, w.amount])).toEqual([
      ['5D_1M', 9000],
      ['K3_1M', 500],
      ['VN_1M', 100_000],
      ['VN_3M', 70_000],
    ]);
    const masked = `${player.account.slice(0, 2)}***${player.account.slice(-2)}`;
    expect(list.every((w) => w.account === masked && w.currency === 'USD')).toBe(true);
    expect(list[0]!.gameName).toBe('5D 1 min');
    expect(Math.abs(list[0]!.at - (Date.now() - 7200_000))).toBeLessThan(60_000);
    expect(res.body).not.toContain(player.account);
    expect(res.body).not.toContain(trial.account.slice(2, -2));

    const top = (await value(site.player('/lgw/games/winners?count=1'))) as { amount: number }[];
    expect(top.map((w) => w.amount)).toEqual([9000]);
  });
});

describe('fairness verify', () => {
  let site: TestSite;
  let drawn: { seed: string | null };
  let pending: { seed: string | null };

  beforeAll(async () => {
    site = await newSite();
    drawn = await insertPeriod(ctx.db, site.merchantId, 'VN_5M', {
      periodNo: '20261122-0001',
      open: -600,
      close: -310,
      draw: -300,
      status: 'settled',
    });
    pending = await insertPeriod(ctx.db, site.merchantId, 'VN_5M', {
      periodNo: '20261122-0002',
      open: -300,
      close: 290,
      draw: 300,
    });
  });

  it('confirms the published seed and result of a drawn period', async () => {
    const body = verifyResultSchema.parse(
      await value(
        verify(site, {
          gameCode: 'VN_5M',
          periodNo: '20261122-0001',
          seed: drawn.seed!.toUpperCase(),
        }),
      ),
    );
    expect(body.seedHash).toBe(seedHashOf(drawn.seed!));
    expect(body.result).toEqual(drawResult('VN', drawn.seed!, 'VN_5M', '20261122-0001'));
    expect(body.published).toEqual({ seedHashMatches: true, resultMatches: true });
  });

  it('says so when the seed is not the published one, or the stored result differs', async () => {
    const other = newSeed();
    const wrong = verifyResultSchema.parse(
      await value(verify(site, { gameCode: 'VN_5M', periodNo: '20261122-0001', seed: other })),
    );
    expect(wrong.seedHash).toBe(seedHashOf(other));
    expect(wrong.published).toEqual({ seedHashMatches: false, resultMatches: false });

    const seed = newSeed();
    const honest = drawResult('5D', seed, '5D_3M', '20261122-0001');
    const digits = honest.family === '5D' ? honest.digits : [];
    await insertPeriod(ctx.db, site.merchantId, '5D_3M', {
      periodNo: '20261122-0001',
      open: -600,
      close: -190,
      draw: -180,
      status: 'drawn',
      seed,
      result: { family: '5D', digits: [(digits[0]! + 1) % 10, ...digits.slice(1)] },
    });
    const check = verifyResultSchema.parse(
      await value(verify(site, { gameCode: '5D_3M', periodNo: '20261122-0001', seed })),
    );
    expect(check.result).toEqual(honest);
    expect(check.published).toEqual({ seedHashMatches: true, resultMatches: false });
  });

  it('computes without comparing while the seed is secret or the period unknown', async () => {
    const open = verifyResultSchema.parse(
      await value(
        verify(site, { gameCode: 'VN_5M', periodNo: '20261122-0002', seed: pending.seed }),
      ),
    );
    expect(open.published).toBeNull();
    expect(open.result).toEqual(drawResult('VN', pending.seed!, 'VN_5M', '20261122-0002'));
    const unknown = verifyResultSchema.parse(
      await value(verify(site, { gameCode: 'VN_5M', periodNo: '20261122-0999', seed: newSeed() })),
    );
    expect(unknown.published).toBeNull();
  });

  it('refuses a real-world game, an unknown game and a malformed seed', async () => {
    const official = await verify(site, {
      gameCode: 'VN_MB',
      periodNo: '20261122-0001',
      seed: newSeed(),
    });
    expect(official.statusCode).toBe(400);
    expect(official.json()).toMatchObject({ code: 'NOT_SELF_DRAWN', value: { field: 'gameCode' } });
    const unknown = await verify(site, {
      gameCode: 'ZZ_1M',
      periodNo: '20261122-0001',
      seed: newSeed(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'LOTTERY_GAME_NOT_FOUND' });
    const short = await verify(site, { gameCode: 'VN_5M', periodNo: '20261122-0001', seed: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'seed' } });
  });
});

describe('API docs', () => {
  it('list every lottery read and the operator game calls', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/lgw/games/game_menus',
        '/lgw/vn/games/game_menu',
        '/lgw/vn/games/recent',
        '/lgw/games/popular',
        '/lgw/vn/numbers',
        '/lgw/games/winners',
        '/lgw/games/{gameCode}/current',
        '/lgw/games/{gameCode}/results',
        '/lgw/games/{gameCode}/periods/{periodNo}',
        '/lgw/fairness/verify',
        '/admin/lottery/games',
        '/admin/lottery/games/{gameCode}',
      ]),
    );
  });
});
