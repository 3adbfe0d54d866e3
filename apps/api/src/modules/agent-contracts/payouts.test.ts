import { AccountType, type ContractTerms } from '@sorteo/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { withToken, type Site } from '../../../test/members.js';
import { runJob } from '../../jobs/job-runner.js';
import { signedInDownline } from '../agent-centre/test-kit.js';
import { expectLedgerSound } from '../ledger/ledger-test-kit.js';
import { runRollup } from '../rollups/index.js';
import {
  balanceOf,
  memberGet,
  newSite,
  signedInMember,
  type Player,
} from '../withdrawals/test-kit.js';
import { nextPeriodStart, periodStart, type PeriodUnit } from './contract-periods.js';
import { agentPayoutJob } from './payouts-job.js';
import { payPeriod } from './payouts.service.js';

const ZONE = 'Asia/Ho_Chi_Minh';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
let site: Site;
let operator: OperatorClient;
let top: Player;
let middle: Player;
let deep: Player;
let p1: Player;
let p2: Player;
let p3: Player;

/** Midnight starting the local day `daysAgo` days before today, Ho Chi Minh time (UTC+7). */
function localMidnight(daysAgo: number): Date {
  const local = new Date(Date.now() + 7 * HOUR);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight - 7 * HOUR - daysAgo * DAY);
}

const daily = (rate: string): ContractTerms => ({
  kind: 'daily_salary',
  tiers: [{ minDailyTeamBet: 0, minActiveMembers: 1, rate }],
});

const post = (who: Player, url: string, body: object = {}) =>
  site.app.inject({ method: 'POST', url, headers: withToken(site, who.token), payload: body });

async function contract(from: Player | null, to: Player, terms: ContractTerms) {
  const offered = from
    ? await post(from, '/wps/agent/contracts/offers', { account: to.account, terms })
    : await operator.post('/admin/agent-contracts/offers', { account: to.account, terms });
  expect(offered.statusCode, offered.body).toBe(200);
  const accepted = await post(to, `/wps/agent/contracts/offers/${offered.json().value.id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
}

/**
 * An hour of a member's play as the rollup job writes it: added to its own hour (which may
 * hold its registration already, when the test runs in that hour of the merchant's clock),
 * and the same added to every ancestor's team hour.
 */
async function playedHour(member: Player, hour: Date, validBet: number, payouts = 0) {
  const row = sql`(${site.merchantId}::int, 'USD', ${hour}::timestamptz, ${validBet}::bigint,
    ${validBet}::bigint, ${payouts}::bigint)`;
  await sql`
    insert into member_hour (merchant_id, currency, hour, valid_bet, bets, payouts, member_id,
      settled_bets)
    select v.*, ${member.id}, 1 from (values ${row}) v
    on conflict (member_id, currency, hour) do update set
      valid_bet = member_hour.valid_bet + excluded.valid_bet,
      bets = member_hour.bets + excluded.bets, payouts = member_hour.payouts + excluded.payouts,
      settled_bets = member_hour.settled_bets + 1`.execute(ctx.db);
  await sql`
    insert into team_hour (merchant_id, currency, hour, valid_bet, bets, payouts, ancestor_id,
      settled_bets)
    select v.*, c.ancestor_id, 1 from (values ${row}) v
    cross join member_upline_closure c
    where c.descendant_id = ${member.id} and c.depth >= 1
    on conflict (ancestor_id, currency, hour) do update set
      valid_bet = team_hour.valid_bet + excluded.valid_bet, bets = team_hour.bets + excluded.bets,
      payouts = team_hour.payouts + excluded.payouts,
      settled_bets = team_hour.settled_bets + 1`.execute(ctx.db);
}

const payouts = async (who: Player) => {
  const res = await memberGet(site, who, '/wps/agent/payouts?kind=daily_salary&pageSize=10');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx, { timeZone: ZONE });
  operator = await asOperator(ctx, site.merchantId, 'operator');
  const on = await operator.put('/admin/agent-schemes/daily_salary', {
    enabled: true,
    activeBet: null,
  });
  expect(on.statusCode, on.body).toBe(200);
  top = await signedInMember(site, { type: AccountType.Agent });
  middle = await signedInDownline(site, top, 2);
  deep = await signedInDownline(site, middle, 2);
  p1 = await signedInDownline(site, deep, 0);
  p2 = await signedInDownline(site, deep, 0);
  p3 = await signedInDownline(site, middle, 0);
  await contract(null, top, daily('10'));
  await contract(top, middle, daily('6'));
  await contract(middle, deep, daily('4'));
  // The contracts were accepted three days ago: they apply from two days ago.
  await sql`update agent_contract set effective_from = ${localMidnight(2)}
    where merchant_id = ${site.merchantId}`.execute(ctx.db);
});
afterAll(async () => {
  await expectLedgerSound(ctx.db);
  await ctx.close();
});

describe('periods on the merchant clock', () => {
  it('cut hours, days, weeks, half months and months in the time zone', async () => {
    const at = new Date('2026-11-16T18:20:00Z'); // 17 Nov, 01:20 in Ho Chi Minh City
    const cut = async (unit: PeriodUnit) => {
      const { rows } = await sql<{ start: Date; next: Date }>`
        select ${periodStart(unit, sql`${at}::timestamptz`, ZONE)} as start,
          ${nextPeriodStart(unit, sql`${at}::timestamptz`, ZONE)} as next`.execute(ctx.db);
      return [new Date(rows[0]!.start).toISOString(), new Date(rows[0]!.next).toISOString()];
    };
    expect(await cut('five_minutes')).toEqual([
      '2026-11-16T18:20:00.000Z',
      '2026-11-16T18:25:00.000Z',
    ]);
    expect(await cut('hour')).toEqual(['2026-11-16T18:00:00.000Z', '2026-11-16T19:00:00.000Z']);
    expect(await cut('day')).toEqual(['2026-11-16T17:00:00.000Z', '2026-11-17T17:00:00.000Z']);
    // Monday 16 November to Monday 23 November.
    expect(await cut('week')).toEqual(['2026-11-15T17:00:00.000Z', '2026-11-22T17:00:00.000Z']);
    // The 16th to the end of the month, then the 1st.
    expect(await cut('half_month')).toEqual([
      '2026-11-15T17:00:00.000Z',
      '2026-11-30T17:00:00.000Z',
    ]);
    expect(await cut('month')).toEqual(['2026-10-31T17:00:00.000Z', '2026-11-30T17:00:00.000Z']);
  });
});

describe('daily salary', () => {
  it('pays each agent the difference down the chain, once, with its basis', async () => {
    const yesterday = localMidnight(1);
    await playedHour(p1, new Date(yesterday.getTime() + 3 * HOUR), 500_000);
    await playedHour(p2, new Date(yesterday.getTime() + 5 * HOUR), 5_000); // not active
    await playedHour(p3, new Date(yesterday.getTime() + 20 * HOUR), 200_000);
    const before = await Promise.all([top, middle, deep].map((a) => balanceOf(site, a.id)));
    await runRollup(ctx.db);

    const preview = await operator.post('/admin/agent-payout-runs/preview', {
      kind: 'daily_salary',
      at: yesterday.getTime() + 12 * HOUR,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().value).toMatchObject({ final: true, agents: 3, amount: 7_050 });
    for (const bad of [
      { kind: 'daily_salary', at: 1e20 },
      { kind: 'daily_salary', at: -1 },
      { kind: 'realtime_salary', at: Date.now() },
      { at: Date.now() },
    ]) {
      const refused = await operator.post('/admin/agent-payout-runs/preview', bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }

    // The job runs after 02:00 of the next day; the periods since the contracts began are due.
    const job = agentPayoutJob();
    const later = new Date(Date.now() + 3 * HOUR);
    expect(await runJob(ctx.db, job, later)).toMatchObject({ ran: true });
    const after = await Promise.all([top, middle, deep].map((a) => balanceOf(site, a.id)));
    // 705,000 × 10‰ = 7,050 for the whole chain: 4‰ of the deep team's 505,000 (2,020), 6‰
    // of the middle's 705,000 less that (4,230 − 2,020), and the top's rest (7,050 − 4,230).
    expect(after.map((b, i) => b - before[i]!)).toEqual([2_820, 2_210, 2_020]);

    const mine = await payouts(middle);
    expect(mine.content[0]).toMatchObject({
      kind: 'daily_salary',
      periodStart: yesterday.getTime(),
      periodEnd: yesterday.getTime() + DAY,
      amount: 2_210,
      basis: {
        teamValidBet: 705_000,
        activeMembers: 2,
        tier: 0,
        rate: '6',
        capped: false,
        gross: 4_230,
        downlines: [{ account: deep.account, gross: 2_020 }],
        shortfall: 0,
      },
    });
    // The day before had no play: a payout of 0, with its basis, all the same.
    expect(mine.content[1]).toMatchObject({ amount: 0, basis: { teamValidBet: 0, tier: null } });
    expect(mine.total).toBe(2);

    // Again, and from another process: nothing more moves.
    expect(await runJob(ctx.db, agentPayoutJob(), later)).toMatchObject({ ran: true });
    await Promise.all([runJob(ctx.db, agentPayoutJob(), later), runJob(ctx.db, job, later)]);
    // A run of the same period that got past the schedule finds it claimed.
    const twice = await ctx.db.transaction().execute((trx) =>
      payPeriod(trx, {
        merchantId: site.merchantId,
        currency: 'USD',
        kind: 'daily_salary',
        dividendPeriod: null,
        start: yesterday,
        end: new Date(yesterday.getTime() + DAY),
        activeBet: 10_000,
      }),
    );
    expect(twice).toMatchObject({ paid: false, amount: 0 });
    const again = await Promise.all([top, middle, deep].map((a) => balanceOf(site, a.id)));
    expect(again).toEqual(after);
    const runs = (await operator.get('/admin/agent-payout-runs')).json().value.runs;
    expect(
      runs.map((r: { kind: string; paid: number; agents: number }) => [r.kind, r.paid]),
    ).toEqual([
      ['daily_salary', 7_050],
      ['daily_salary', 0],
    ]);
    const incomes = await memberGet(site, deep, '/wps/agent/income');
    expect(incomes.json().value.content).toEqual([
      expect.objectContaining({ kind: 'salary', amount: 2_020 }),
    ]);
  });

  it('caps a downline at its upline’s rate until the upline’s lower terms end it', async () => {
    // The middle agent now earns 3‰; its 4‰ downline is paid at most 3‰ meanwhile.
    await sql`update agent_contract set terms = ${JSON.stringify(daily('3'))}::jsonb,
      status = 'accepted', decided_at = now(), effective_from = ${localMidnight(0)}
      where upline_id = ${top.id} and downline_id = ${middle.id} and status = 'accepted'`.execute(
      ctx.db,
    );
    const today = localMidnight(0);
    await playedHour(p1, new Date(today.getTime() + HOUR), 100_000);
    const preview = await operator.post('/admin/agent-payout-runs/preview', {
      kind: 'daily_salary',
      at: today.getTime() + 2 * HOUR,
    });
    const byAccount = new Map(
      preview.json().value.payouts.map((p: { account: string; basis: object }) => [p.account, p]),
    );
    expect(byAccount.get(deep.account)).toMatchObject({
      amount: 300,
      basis: { rate: '3', capped: true, gross: 300 },
    });
    expect(byAccount.get(middle.account)).toMatchObject({ amount: 0, basis: { gross: 300 } });
    expect(preview.json().value.final).toBe(false);
  });
});

describe('dividends', () => {
  it("pay a percent of the team's loss, differential, and nothing when the team won", async () => {
    const on = await operator.put('/admin/agent-schemes/dividend', {
      enabled: true,
      activeBet: null,
    });
    expect(on.statusCode).toBe(200);
    const terms = (rate: string): ContractTerms => ({
      kind: 'dividend',
      period: 'D',
      tiers: [{ minValidBet: 0, minPeriodLoss: 1, minActiveMembers: 1, rate }],
    });
    await contract(null, top, terms('20'));
    await contract(top, middle, terms('15'));
    await sql`update agent_contract set effective_from = ${localMidnight(3)}
      where merchant_id = ${site.merchantId} and kind = 'dividend'`.execute(ctx.db);
    const day = async (daysAgo: number) => {
      const res = await operator.post('/admin/agent-payout-runs/preview', {
        kind: 'dividend',
        dividendPeriod: 'D',
        at: localMidnight(daysAgo).getTime() + HOUR,
      });
      expect(res.statusCode, res.body).toBe(200);
      return new Map(
        res
          .json()
          .value.payouts.map((p: { account: string; amount: number }) => [p.account, p.amount]),
      );
    };
    // Yesterday the team lost 705,000: 15% to the middle agent, the top's 20% less that.
    expect(await day(1)).toEqual(
      new Map([
        [top.account, 141_000 - 105_750],
        [middle.account, 105_750],
      ]),
    );
    // Three days ago a player won 50,000 on 1,000: the team is in profit, nobody is paid.
    await playedHour(p3, new Date(localMidnight(3).getTime() + HOUR), 1_000, 50_000);
    expect(await day(3)).toEqual(
      new Map([
        [top.account, 0],
        [middle.account, 0],
      ]),
    );
  });
});
