import { AccountType, type LotteryResult } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Site } from '../../../test/members.js';
import { expectLedgerSound } from '../ledger/ledger-test-kit.js';
import { closePeriod, createPeriod, placeBets } from '../lottery-bets/test-kit.js';
import { drawPeriod } from '../lottery-settlement/test-kit.js';
import { settlePeriod } from '../lottery-settlement/index.js';
import { runRollup } from '../rollups/index.js';
import {
  balanceOf,
  fund,
  memberGet,
  newKey,
  newSite,
  signedInMember,
  type Player,
} from '../withdrawals/test-kit.js';
import { signedInDownline, twoLevelTeam } from './test-kit.js';

let ctx: TestContext;
let site: Site;
let operator: OperatorClient;
let agent: Player;
let direct: Player;
let deep: Player;
let idle: Player;
let rival: Player;
let rivalMember: Player;

/** The special prize ends in 45: a đề bet on 45 wins, one on 07 loses. */
const vnResult: LotteryResult = {
  family: 'VN',
  prizes: [
    '12345',
    '55107',
    ...['20107', '30107'],
    ...['11111', '22222', '33333', '44444', '55555', '66666'],
    ...['1010', '2020', '3030', '4040'],
    ...['5050', '6060', '7070', '8080', '9090', '0001'],
    ...['123', '234', '456'],
    ...['17', '28', '39', '48'],
  ],
};

const pay = (account: string, kind: string, amount: number) =>
  operator.post(`/admin/members/${account}/adjustments`, {
    amount,
    reason: `${kind} for the month`,
    idempotencyKey: newKey(),
    kind,
  });

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
  operator = await asOperator(ctx, site.merchantId, 'operator');
  ({ agent, direct, deep } = await twoLevelTeam(site));
  idle = await signedInDownline(site, agent, 0);
  rival = await signedInMember(site, { type: AccountType.Agent });
  rivalMember = await signedInDownline(site, rival, 0);

  await fund(site, deep.id, 100_000);
  await fund(site, direct.id, 5_000);
  await fund(site, rivalMember.id, 9_000);
  const period = await createPeriod(site, 'VN_1M');
  const placed = await placeBets(site, deep, {
    gameCode: 'VN_1M',
    periodNo: period.periodNo,
    lines: [
      { betType: 'de', picks: ['45'], stake: 1_000 },
      { betType: 'de', picks: ['07'], stake: 2_000 },
    ],
  });
  if (placed.statusCode !== 200) throw new Error(placed.body);
  await closePeriod(site, period.id);
  await drawPeriod(ctx.db, period.id, vnResult);
  await settlePeriod(ctx.db, period.id);

  for (const [kind, amount] of [
    ['commission', 700],
    ['commission', -200],
    ['adjustment', 50],
  ] as const) {
    const res = await pay(agent.account, kind, amount);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
});
afterAll(async () => {
  await expectLedgerSound(ctx.db);
  await ctx.close();
});

const value = async (who: Player, url: string) => {
  const res = await memberGet(site, who, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

type Bet = { account: string; picks: string; stake: number; win: number; status: string };

describe('GET /wps/agent/team/bets', () => {
  it("lists a level-2 member's bets, newest first, a page at a time", async () => {
    const page = await value(agent, '/wps/agent/team/bets');
    expect(page).toMatchObject({ next: null, currency: 'USD', currencyExponent: 2 });
    const bets = page.content as Bet[];
    expect(bets.map((b) => [b.account, b.picks, b.stake, b.status])).toEqual([
      [deep.account, '07', 2_000, 'lost'],
      [deep.account, '45', 1_000, 'won'],
    ]);
    expect(bets[1]!.win).toBeGreaterThan(0);
    expect(bets[0]!.win).toBe(0);

    // The same bets the member's own record shows.
    const own = await value(deep, '/lgw/bets');
    expect(own.content.map((b: { payout: number }) => b.payout)).toEqual(bets.map((b) => b.win));

    const first = await value(agent, '/wps/agent/team/bets?pageSize=1');
    expect(first.content.map((b: Bet) => b.picks)).toEqual(['07']);
    expect(first.next).toBe(page.content[0].betId);
    const second = await value(agent, `/wps/agent/team/bets?pageSize=1&before=${first.next}`);
    expect(second).toMatchObject({ next: null });
    expect(second.content.map((b: Bet) => b.picks)).toEqual(['45']);

    const narrowed = await value(
      agent,
      `/wps/agent/team/bets?account=${deep.account.toUpperCase()}`,
    );
    expect(narrowed.content).toHaveLength(2);
    const quiet = await value(agent, `/wps/agent/team/bets?account=${direct.account}`);
    expect(quiet).toMatchObject({ content: [], next: null });
    const middle = await value(direct, '/wps/agent/team/bets');
    expect(middle.content).toHaveLength(2);
  });

  it("refuses another agent's member and anyone outside the team, whatever the call", async () => {
    for (const path of ['team/bets', 'team/profit', 'team/transactions']) {
      for (const account of [rivalMember.account, agent.account, 'nobody123']) {
        const res = await memberGet(site, agent, `/wps/agent/${path}?account=${account}`);
        expect(res.statusCode, `${path} ${account}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'NOT_IN_DOWNLINE', value: { field: 'account' } });
      }
    }
    const upwards = await memberGet(site, direct, `/wps/agent/team/bets?account=${agent.account}`);
    expect(upwards.json().code).toBe('NOT_IN_DOWNLINE');
    const rivalView = await value(rival, '/wps/agent/team/bets');
    expect(rivalView.content).toEqual([]);
  });
});

describe('GET /wps/agent/team/rounds', () => {
  const round = async (
    memberId: number,
    gameCode: string,
    n: number,
    stake: number,
    win: number,
  ) => {
    const game = await ctx.db
      .selectFrom('game')
      .select('id')
      .where('game_code', '=', gameCode)
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('vendor_round')
      .values({
        merchant_id: site.merchantId,
        member_id: memberId,
        vendor_code: 'SBX',
        game_id: game.id,
        round_id: `team-round-${n}`,
        currency: 'USD',
        stake,
        win,
        status: 'closed',
        opened_at: new Date(Date.now() - (10 - n) * 60_000),
        closed_at: new Date(),
      })
      .execute();
  };

  it("lists the team's rounds of vendors' games with game names, a page at a time, and no one else's", async () => {
    await round(deep.id, 'SLOT3-SEVENS', 1, 1_000, 0);
    await round(deep.id, 'ROULETTE-EU', 2, 2_000, 3_600);
    await round(rivalMember.id, 'SLOT3-SEVENS', 3, 5_000, 0);
    const page = await value(agent, '/wps/agent/team/rounds');
    expect(page).toMatchObject({ next: null, currency: 'USD' });
    expect(
      page.content.map((r: { account: string; gameName: string; roundId: string }) => [
        r.account,
        r.roundId,
        r.gameName,
      ]),
    ).toEqual([
      [deep.account, 'team-round-2', 'European Roulette'],
      [deep.account, 'team-round-1', 'Lucky Sevens'],
    ]);
    expect(page.content[0]).toMatchObject({ stake: 2_000, win: 3_600, profit: 1_600 });
    const first = await value(agent, '/wps/agent/team/rounds?pageSize=1');
    expect(first.next).toBe(Number(page.content[0].roundRef));
    const second = await value(agent, `/wps/agent/team/rounds?pageSize=1&before=${first.next}`);
    expect(second).toMatchObject({ next: null, content: [page.content[1]] });

    const quiet = await value(agent, `/wps/agent/team/rounds?account=${direct.account}`);
    expect(quiet).toMatchObject({ content: [], next: null });
    expect((await value(agent, '/wps/agent/team/rounds?vassalage=SBT')).content).toEqual([]);
    expect((await value(rival, '/wps/agent/team/rounds')).content).toHaveLength(1);

    const outsider = await memberGet(
      site,
      agent,
      `/wps/agent/team/rounds?account=${rivalMember.account}`,
    );
    expect(outsider.statusCode).toBe(403);
    for (const bad of ['vassalage=sbx', 'pageSize=0', 'from=2026-13-01', 'before=-4']) {
      const res = await memberGet(site, agent, `/wps/agent/team/rounds?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await memberGet(site, deep, '/wps/agent/team/rounds')).statusCode).toBe(403);
  });
});

describe('GET /wps/agent/team/profit', () => {
  type Row = Record<string, number | string>;
  const figuresOf = (row: Row) =>
    Object.fromEntries(
      Object.entries(row).filter(([key]) => !['account', 'depth', 'directCount'].includes(key)),
    );
  const added = (a: Row, b: Row) =>
    Object.fromEntries(Object.keys(figuresOf(a)).map((k) => [k, Number(a[k]) + Number(b[k])]));

  it('gives each direct downline its figures with its whole team, newest first, and opens one level down', async () => {
    const [directOwn, deepOwn, idleOwn] = await Promise.all(
      [direct, deep, idle].map(async (m) => (await value(m, '/wps/wallet/profit')).totals),
    );
    expect(deepOwn).toMatchObject({ deposits: 100_000, bets: 3_000 });
    expect(idleOwn.deposits).toBe(0);

    const check = async () => {
      const page = await value(agent, '/wps/agent/team/profit');
      expect(page).toMatchObject({ total: 2, viewing: null, currency: 'USD' });
      expect(page.content).toEqual([
        { account: idle.account, depth: 1, directCount: 0, ...idleOwn },
        { account: direct.account, depth: 1, directCount: 1, ...added(directOwn, deepOwn) },
      ]);
      expect(page.totals).toEqual(added(directOwn, deepOwn));

      const paged = await value(agent, '/wps/agent/team/profit?pageSize=1&pageNo=2');
      expect(paged).toMatchObject({ total: 2, totalPages: 2, totals: page.totals });
      expect(paged.content.map((r: Row) => r.account)).toEqual([direct.account]);

      const opened = await value(
        agent,
        `/wps/agent/team/profit?account=${direct.account.toUpperCase()}`,
      );
      expect(opened.viewing).toEqual({ account: direct.account, depth: 1, ...directOwn });
      expect(opened.content).toEqual([
        { account: deep.account, depth: 2, directCount: 0, ...deepOwn },
      ]);
      expect(opened.totals).toEqual(deepOwn);

      const leaf = await value(agent, `/wps/agent/team/profit?account=${deep.account}`);
      expect(leaf).toMatchObject({ total: 0, content: [] });
      expect(Object.values(leaf.totals)).toEqual(Object.values(leaf.totals).map(() => 0));
      expect(leaf.viewing).toEqual({ account: deep.account, depth: 2, ...deepOwn });
    };
    // The same figures whether the hours are still open or rolled up.
    await check();
    await runRollup(ctx.db);
    await check();

    const middle = await value(direct, '/wps/agent/team/profit');
    expect(middle.content).toEqual([
      { account: deep.account, depth: 1, directCount: 0, ...deepOwn },
    ]);
  });
});

describe('GET /wps/agent/overview', () => {
  it("adds up the team's people and money", async () => {
    const overview = await value(agent, '/wps/agent/overview');
    expect(overview.team).toEqual({ direct: 2, total: 3, newMembers: 3, activeMembers: 1 });
    const balances = await Promise.all([direct, deep, idle].map((m) => balanceOf(site, m.id)));
    expect(overview.teamBalance).toBe(balances.reduce((a, b) => a + b, 0));

    const profit = await value(agent, '/wps/agent/team/profit');
    expect(overview.totals).toEqual(profit.totals);
    expect(overview.days).toHaveLength(7);
    expect(overview.days.map((d: { day: string }) => d.day)).toEqual(
      [...overview.days.map((d: { day: string }) => d.day)].sort(),
    );
    const sum = (key: string) =>
      overview.days.reduce((n: number, d: Record<string, number>) => n + d[key]!, 0);
    expect(sum('newMembers')).toBe(3);
    // The deep player's bets were settled today: one member active, on one day.
    expect(sum('activeMembers')).toBe(1);
    expect(sum('bets')).toBe(3_000);
    expect(sum('profit')).toBe(overview.totals.profit);

    const middle = await value(direct, '/wps/agent/overview');
    expect(middle.team).toEqual({ direct: 1, total: 1, newMembers: 1, activeMembers: 1 });
    const earlier = await value(agent, '/wps/agent/overview?from=2025-01-01&to=2025-01-31');
    expect(earlier.team).toMatchObject({ total: 3, newMembers: 0, activeMembers: 0 });
    expect(earlier.days).toHaveLength(31);
    expect(earlier.totals.bets).toBe(0);
  });
});

describe('GET /wps/agent/income', () => {
  it("lists the agent's commissions, newest first, and their net total", async () => {
    const income = await value(agent, '/wps/agent/income');
    expect(income.content.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual(
      [
        ['commission', -200],
        ['commission', 700],
      ],
    );
    expect(income.content[0]).toMatchObject({
      balanceAfter: 500,
      memo: 'commission for the month',
    });
    expect(income).toMatchObject({ total: 500, currency: 'USD' });
    // The plain adjustment is money, not income.
    expect(await balanceOf(site, agent.id)).toBe(550);
    const byMember = await value(direct, '/wps/agent/income');
    expect(byMember).toMatchObject({ total: 0, content: [] });
  });
});

describe('GET /wps/agent/team/transactions', () => {
  type Entry = { account: string; kind: string; amount: number };

  it("lists the team's wallet movements, by kind and by account", async () => {
    const all = await value(agent, '/wps/agent/team/transactions');
    const entries = all.content as Entry[];
    expect(entries.every((e) => [direct.account, deep.account].includes(e.account))).toBe(true);
    expect(entries.map((e) => e.kind).sort()).toEqual(
      ['bet_place', 'bet_settle', 'deposit', 'deposit'].sort(),
    );
    expect(all.next).toBeNull();

    // Page after page, newest first: the same entries, each once, then no older page.
    const seen: Entry[] = [];
    let before: number | null = null;
    for (let pages = 0; pages < 4; pages++) {
      const cut: string = before === null ? '' : `&before=${before}`;
      const page = await value(agent, `/wps/agent/team/transactions?pageSize=1${cut}`);
      expect(page.content).toHaveLength(1);
      seen.push(page.content[0]);
      before = page.next;
      if (pages < 3) expect(before).toBe(page.content[0].id);
    }
    expect(before).toBeNull();
    expect(seen).toEqual(all.content);
    const newest = all.content as { createdAt: number; id: number }[];
    for (let i = 1; i < newest.length; i++) {
      const [a, b] = [newest[i - 1]!, newest[i]!];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id)).toBe(true);
    }

    const deposits = await value(agent, '/wps/agent/team/transactions?kind=deposit');
    expect((deposits.content as Entry[]).map((e) => [e.account, e.amount]).sort()).toEqual(
      [
        [deep.account, 100_000],
        [direct.account, 5_000],
      ].sort(),
    );
    const deepBets = await value(
      agent,
      `/wps/agent/team/transactions?kind=bet_place&account=${deep.account}`,
    );
    expect(deepBets.content).toMatchObject([{ account: deep.account, amount: -3_000 }]);
    const none = await value(
      agent,
      `/wps/agent/team/transactions?kind=bet_place&account=${direct.account}`,
    );
    expect(none).toMatchObject({ content: [], next: null });
    // The agent's own commission is not the team's.
    const commissions = await value(agent, '/wps/agent/team/transactions?kind=commission');
    expect(commissions.content).toEqual([]);
  });
});
