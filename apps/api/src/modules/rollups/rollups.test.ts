import { AccountType } from '@sorteo/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { debitPosting, expectLedgerSound, postingHeldOpen } from '../ledger/ledger-test-kit.js';
import { settlePeriod } from '../lottery-settlement/index.js';
import { drawPeriod, fund, newPeriod, placeOrder } from '../lottery-settlement/test-kit.js';
import { vendorCalls, vendorTestEnv } from '../vendor-wallet/test-kit.js';
import { profitByPeriod } from '../wallet/index.js';
import { signedInMember, type SignedIn } from '../wallet/wallet-test-kit.js';
import {
  activeByDay,
  figuresByPeriod,
  rebuildRollups,
  runRollup,
  walletsNow,
  type FiguresOwner,
} from './index.js';

const onPostgres = process.env.SORTEO_TEST_DB === 'postgres';
const ZONE = 'Asia/Kolkata';

let ctx: TestContext;
let calls: ReturnType<typeof vendorCalls>;
let merchantId: number;
let agent: SignedIn;
let direct: SignedIn;
let deep: SignedIn;
let outsider: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext(vendorTestEnv);
  calls = vendorCalls(ctx);
  merchantId = await calls.demoId();
  // Half-hour offset: the rollup's hours start at half past on a UTC clock.
  await ctx.db
    .updateTable('merchant')
    .set({ time_zone: ZONE })
    .where('id', '=', merchantId)
    .execute();
  agent = await signedInMember(ctx.db, merchantId, AccountType.Agent);
  direct = await signedInMember(ctx.db, merchantId, AccountType.MemberAgent, agent.id);
  deep = await signedInMember(ctx.db, merchantId, AccountType.Player, direct.id);
  outsider = await signedInMember(ctx.db, merchantId);
  for (const m of [direct, deep, outsider]) await fund(ctx.db, merchantId, m.id, 500_000, 'VND');
});
afterAll(async () => {
  await expectLedgerSound(ctx.db);
  await ctx.close();
});

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, dateStyle: 'short' }).format(new Date());

/** A settled 5D period: `member` stakes 1,000 that wins and 700 that loses. Answers its id. */
async function lotteryRound(member: SignedIn): Promise<number> {
  const period = await newPeriod(ctx.db, merchantId, '5D_1M');
  await placeOrder(ctx.db, {
    merchantId,
    memberId: member.id,
    period,
    currency: 'VND',
    slip: [
      { betType: 'pos_digit', pick: '1:3', stake: 1_000 },
      { betType: 'pos_digit', pick: '1:4', stake: 700 },
    ],
  });
  await drawPeriod(ctx.db, period.periodId, { family: '5D', digits: [3, 1, 4, 1, 9] });
  await settlePeriod(ctx.db, period.periodId);
  return period.periodId;
}

/** Slot rounds of `member`: 1,000 paid 3,000; 2,000 rolled back; 500 paid nothing. */
async function vendorRounds(member: SignedIn): Promise<void> {
  const session = await calls.sessionFor(member.token);
  const player = { ...session };
  const call = async (name: string, body: Record<string, unknown>) => {
    const res = await calls.walletCall(name, body);
    expect(res.statusCode, res.body).toBe(200);
  };
  const won = calls.betBody(player, { amount: 1_000 });
  await call('bet', won);
  await call('win', calls.winBody(player, won, 3_000));
  const back = calls.betBody(player, { amount: 2_000 });
  await call('bet', back);
  await call('rollback', calls.rollbackBody(player, back));
  const lost = calls.betBody(player, { amount: 500 });
  await call('bet', lost);
  await call('win', calls.winBody(player, lost, 0));
}

async function someAdjustment(member: SignedIn, amount: number) {
  const res = await ctx.ledger.post(
    debitPosting({
      merchantId,
      memberId: member.id,
      amount,
      key: `adj-${Math.random()}`,
      currency: 'VND',
    }),
  );
  expect(res.status).toBe('committed');
}

/** The rollups' figures for today, and the ledger report's, for the same wallets. */
async function todayBoth(owner: FiguresOwner) {
  const day = today();
  const range = { from: day, to: day };
  const [rolled] = await figuresByPeriod(ctx.db, {
    merchantId,
    currency: 'VND',
    owner,
    range,
    timeZone: ZONE,
    groupBy: 'day',
  });
  const members =
    'team' in owner
      ? sql`(select descendant_id as member_id, '' as account, depth from member_upline_closure
          where ancestor_id = ${owner.team} and depth >= 1)`
      : sql`(select ${owner.member}::integer as member_id, '' as account, 0 as depth)`;
  const [ledger] = await profitByPeriod(ctx.db, {
    merchantId,
    wallets: { members: members as never, currency: 'VND' },
    range,
    timeZone: ZONE,
    groupBy: 'day',
  });
  const numbers = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === 'period' ? v : Number(v)]));
  return { rolled: numbers(rolled!), ledger: numbers(ledger!) };
}

/** How many of the team had a valid bet today, by the rollups (rolled-up days and open rows). */
async function activeToday(team: number): Promise<number> {
  return activeOn(team, today());
}

async function activeOn(team: number, day: string): Promise<number> {
  const [row] = await activeByDay(ctx.db, {
    merchantId,
    currency: 'VND',
    team,
    range: { from: day, to: day },
    timeZone: ZONE,
  });
  return row!.active;
}

/** What the wallets of these members hold, from the rollups and from the ledger itself. */
async function walletsBoth(owner: FiguresOwner, members: SignedIn[]) {
  const rolled = await walletsNow(ctx.db, { merchantId, currency: 'VND', owner });
  const { rows } = await sql<{ total: string }>`
    select coalesce(sum(balance), 0) as total from ledger_account
    where kind = 'wallet' and currency = 'VND'
      and member_id = any(${members.map((m) => m.id)}::int[])`.execute(ctx.db);
  return { rolled, ledger: Number(rows[0]!.total) };
}

const ledgerFigures = ['deposits', 'withdrawals', 'bets', 'payouts', 'bonus', 'adjustments'];
const pick = (row: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]]));

describe('hourly rollups', () => {
  it('agree with the ledger report, whether the hours are rolled up or still open', async () => {
    await lotteryRound(deep);
    await vendorRounds(deep);
    await someAdjustment(direct, 1_234);

    const open = await todayBoth({ team: agent.id });
    expect(pick(open.rolled, ledgerFigures)).toEqual(pick(open.ledger, ledgerFigures));
    // 1,700 settled in the lottery; 1,000 and 500 paid by the vendor, 2,000 rolled back.
    expect(open.rolled).toMatchObject({ valid_bet: 3_200, settled_bets: 4 });
    expect(open.rolled.bets).toBe(3_200);
    // The middle agent and the deep player registered today; the agent is not its own team.
    expect(open.rolled.joined).toBe(2);
    // Only the deep player has valid bets: one member active today.
    expect(await activeToday(agent.id)).toBe(1);

    const openWallets = await walletsBoth({ team: agent.id }, [direct, deep]);
    expect(openWallets.rolled).toBe(openWallets.ledger);
    expect(openWallets.rolled).toBeGreaterThan(0);

    expect(await runRollup(ctx.db)).toBeGreaterThan(0);
    expect(await activeToday(agent.id)).toBe(1);
    expect(await walletsBoth({ team: agent.id }, [direct, deep])).toEqual(openWallets);
    const rolled = await todayBoth({ team: agent.id });
    expect(rolled.rolled).toEqual(open.rolled);

    await lotteryRound(direct);
    await vendorRounds(deep);
    // Half rolled up, half still open: the wallets agree all the same.
    const halfWallets = await walletsBoth({ team: agent.id }, [direct, deep]);
    expect(halfWallets.rolled).toBe(halfWallets.ledger);
    const deepWallet = await walletsBoth({ member: deep.id }, [deep]);
    expect(deepWallet.rolled).toBe(deepWallet.ledger);
    const half = await todayBoth({ team: agent.id });
    expect(half.rolled).toMatchObject({ valid_bet: 3_200 + 1_700 + 1_500, settled_bets: 8 });
    // The deep player, counted in a rolled-up day, bet again; the middle agent bet first.
    expect(await activeToday(agent.id)).toBe(2);
    expect(pick(half.rolled, ledgerFigures)).toEqual(pick(half.ledger, ledgerFigures));

    await runRollup(ctx.db);
    await runRollup(ctx.db);
    expect((await todayBoth({ team: agent.id })).rolled).toEqual(half.rolled);
    expect(await activeToday(agent.id)).toBe(2);
    expect(await activeToday(direct.id)).toBe(1);

    // The deep player's own, and the middle agent's team: the deep player alone.
    const own = await todayBoth({ member: deep.id });
    expect(pick(own.rolled, ledgerFigures)).toEqual(pick(own.ledger, ledgerFigures));
    expect(own.rolled).toMatchObject({ valid_bet: 1_700 + 3_000, settled_bets: 6 });
    expect(own.rolled.joined).toBe(1);
    const middle = await todayBoth({ team: direct.id });
    expect(middle.rolled).toEqual(own.rolled);
    // A registration after the runs: open first, then rolled, counted once.
    const newcomer = await signedInMember(ctx.db, merchantId, AccountType.Player, deep.id);
    expect((await todayBoth({ team: agent.id })).rolled.joined).toBe(3);
    await runRollup(ctx.db);
    expect((await todayBoth({ team: agent.id })).rolled.joined).toBe(3);
    expect((await todayBoth({ member: newcomer.id })).rolled.joined).toBe(1);
    half.rolled.joined = 3;
    // Someone outside the team changes nothing.
    await lotteryRound(outsider);
    await runRollup(ctx.db);
    expect((await todayBoth({ team: agent.id })).rolled).toEqual(half.rolled);

    const rebuilt = await rebuildRollups(ctx.db, { swap: false });
    expect(rebuilt.differences).toEqual([]);
    expect(rebuilt.differing).toBe(0);
  });

  it("cuts hours on the merchant's clock", async () => {
    await runRollup(ctx.db);
    const { rows } = await sql<{ minute: number }>`
      select distinct extract(minute from hour at time zone 'UTC')::int as minute
      from member_hour where merchant_id = ${merchantId}`.execute(ctx.db);
    expect(rows).toEqual([{ minute: 30 }]);
  });

  it("leaves the caller's transaction with its own settings (a payout run goes on in it)", async () => {
    const settings = sql<{ work_mem: string; jit: string; enable_sort: string }>`
      select current_setting('work_mem') as work_mem, current_setting('jit') as jit,
        current_setting('enable_sort') as enable_sort`;
    await lotteryRound(deep);
    await ctx.db.transaction().execute(async (trx) => {
      await sql`select set_config('work_mem', '5MB', true)`.execute(trx);
      const before = (await settings.execute(trx)).rows[0];
      expect(await runRollup(trx)).toBeGreaterThan(0);
      expect((await settings.execute(trx)).rows[0]).toEqual(before);
      expect(before).toMatchObject({ work_mem: '5MB', enable_sort: 'on' });
    });
  });

  it('counts a member active once a day, whichever hours and runs its bets come in', async () => {
    const late = await signedInMember(ctx.db, merchantId, AccountType.Player, direct.id);
    await fund(ctx.db, merchantId, late.id, 500_000, 'VND');
    await runRollup(ctx.db);
    const yesterday = new Date(`${today()}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const day = yesterday.toISOString().slice(0, 10);
    const before = { agent: await activeOn(agent.id, day), direct: await activeOn(direct.id, day) };
    /** A round of `late` settled at `time` of yesterday on the merchant's clock, rolled up. */
    const settledYesterdayAt = async (periodIds: number[], times: string[]) => {
      for (const [i, id] of periodIds.entries()) {
        await sql`update lottery_period
          set settled_at = (${day}::date + ${times[i]}::time) at time zone ${ZONE}
          where id = ${id}`.execute(ctx.db);
      }
      // The rows are dated before the last run's open-since instant: a run takes them only
      // from an earlier one, as after a transaction held open that long.
      await sql`update rollup_state
        set live_from = least(live_from, ${day}::date::timestamp at time zone ${ZONE})`.execute(
        ctx.db,
      );
      await runRollup(ctx.db);
    };

    await settledYesterdayAt(
      [await lotteryRound(late), await lotteryRound(late)],
      ['10:05', '12:40'],
    );
    expect(await activeOn(agent.id, day)).toBe(before.agent + 1);
    expect(await activeOn(direct.id, day)).toBe(before.direct + 1);
    const hours = await sql<{ n: number }>`
      select count(*)::int as n from member_hour where member_id = ${late.id} and settled_bets > 0
        and hour < ${day}::date::timestamp at time zone ${ZONE} + interval '1 day'`.execute(ctx.db);
    expect(hours.rows[0]!.n).toBe(2);

    await settledYesterdayAt([await lotteryRound(late)], ['15:10']);
    expect(await activeOn(agent.id, day)).toBe(before.agent + 1);
    expect((await rebuildRollups(ctx.db, { swap: false })).differing).toBe(0);
  });

  it('counts once when two runs race', async () => {
    await vendorRounds(deep);
    await lotteryRound(deep);
    const before = await todayBoth({ member: deep.id });
    await Promise.all([runRollup(ctx.db), runRollup(ctx.db), runRollup(ctx.db)]);
    expect((await todayBoth({ member: deep.id })).rolled).toEqual(before.rolled);
    expect((await rebuildRollups(ctx.db, { swap: false })).differing).toBe(0);
  });

  it.skipIf(!onPostgres)(
    'takes a transaction left open across a run at a later run, once',
    async () => {
      await runRollup(ctx.db);
      // The held bonus keeps the middle agent's wallet and the bonus account locked; the
      // lottery's accounts stay free.
      const held = await postingHeldOpen(ctx.db, {
        merchantId,
        currency: 'VND',
        key: `held-${Date.now()}`,
        kind: 'bonus',
        legs: [
          { account: { house: 'house:bonus' }, amount: -4_321 },
          { account: { wallet: direct.id }, amount: 4_321 },
        ],
      });
      await lotteryRound(deep);
      await runRollup(ctx.db);
      const whileOpen = await todayBoth({ team: agent.id });
      expect(pick(whileOpen.rolled, ledgerFigures)).toEqual(pick(whileOpen.ledger, ledgerFigures));
      expect((await held.release()).status).toBe('committed');
      const committed = await todayBoth({ team: agent.id });
      expect(committed.rolled.bonus).toBe((whileOpen.rolled.bonus as number) + 4_321);
      await runRollup(ctx.db);
      await runRollup(ctx.db);
      expect((await todayBoth({ team: agent.id })).rolled).toEqual(committed.rolled);
      expect((await rebuildRollups(ctx.db, { swap: false })).differing).toBe(0);
    },
  );

  it('names the hours a rebuild finds different, and puts them right', async () => {
    await runRollup(ctx.db);
    await sql`update member_hour set valid_bet = valid_bet + 5 where member_id = ${deep.id}`.execute(
      ctx.db,
    );
    const found = await rebuildRollups(ctx.db, { swap: false });
    expect(found.differing).toBe(1);
    expect(found.differences[0]).toMatchObject({
      rollup: 'member',
      ownerId: deep.id,
      currency: 'VND',
    });
    const [live, rebuilt] = [found.differences[0]!.live!, found.differences[0]!.rebuilt!];
    expect(live.valid_bet! - rebuilt.valid_bet!).toBe(5);

    const fixed = await rebuildRollups(ctx.db, { swap: true });
    expect(fixed).toMatchObject({ differing: 1, swapped: true });
    expect((await rebuildRollups(ctx.db, { swap: false })).differing).toBe(0);

    // A team's day counted twice, and one lost, are found and put right too.
    const day = today();
    await sql`update team_day set active = active + 1
      where ancestor_id = ${agent.id} and day = ${day}::date`.execute(ctx.db);
    await sql`delete from team_day where ancestor_id = ${direct.id} and day = ${day}::date`.execute(
      ctx.db,
    );
    const days = await rebuildRollups(ctx.db, { swap: true });
    expect(days.differences.map((d) => [d.rollup, d.ownerId, d.live, d.rebuilt])).toEqual([
      ['team_day', agent.id, { active: 3 }, { active: 2 }],
      ['team_day', direct.id, null, { active: 1 }],
    ]);
    expect(await activeToday(agent.id)).toBe(2);
    expect((await rebuildRollups(ctx.db, { swap: false })).differing).toBe(0);
  });
});
