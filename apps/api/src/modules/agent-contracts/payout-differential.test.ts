import fc from 'fast-check';
import { AccountType } from '@sorteo/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createAccount, type Site } from '../../../test/members.js';
import { newSite } from '../withdrawals/test-kit.js';
import { previewPeriod } from './payouts.service.js';

let ctx: TestContext;
let site: Site;
/** Five agents, each the direct downline of the one before. */
let chain: number[];

const START = new Date('2026-01-05T00:00:00Z');
const END = new Date('2026-01-06T00:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx, { timeZone: 'UTC' });
  chain = [];
  for (let i = 0; i < 5; i++) {
    const type = i === 0 ? AccountType.Agent : AccountType.MemberAgent;
    const { id } = await createAccount(ctx.db, site.merchantId, {
      type,
      uplineId: chain.at(-1) ?? null,
    });
    chain.push(id);
  }
});
afterAll(() => ctx.close());

/** The chain's contracts (per mille, top first) and each agent's own valid bet of the day. */
async function setUp(rates: number[], bets: number[]): Promise<void> {
  await sql`delete from agent_contract where merchant_id = ${site.merchantId}`.execute(ctx.db);
  await sql`delete from member_hour where merchant_id = ${site.merchantId}`.execute(ctx.db);
  await sql`delete from team_hour where merchant_id = ${site.merchantId}`.execute(ctx.db);
  for (const [i, rate] of rates.entries()) {
    const terms = {
      kind: 'daily_salary',
      tiers: [{ minDailyTeamBet: 0, minActiveMembers: 0, rate: (rate / 100).toFixed(2) }],
    };
    await sql`insert into agent_contract (merchant_id, kind, action, upline_id, downline_id,
        terms, status, offered_at, expires_at, decided_at, effective_from)
      values (${site.merchantId}, 'daily_salary', 'offer', ${i === 0 ? null : chain[i - 1]},
        ${chain[i]}, ${JSON.stringify(terms)}::jsonb, 'accepted', ${START}, ${END}, ${START},
        ${START})`.execute(ctx.db);
  }
  for (const [i, bet] of bets.entries()) {
    if (bet === 0) continue;
    await sql`insert into member_hour (member_id, currency, hour, merchant_id, valid_bet)
      values (${chain[i]}, 'USD', ${START}, ${site.merchantId}, ${bet})`.execute(ctx.db);
    await sql`insert into team_hour (ancestor_id, currency, hour, merchant_id, valid_bet)
      select ancestor_id, 'USD', ${START}, ${site.merchantId}, ${bet}
      from member_upline_closure where descendant_id = ${chain[i]} and depth >= 1
      on conflict (ancestor_id, currency, hour)
        do update set valid_bet = team_hour.valid_bet + excluded.valid_bet`.execute(ctx.db);
  }
}

const period = () => ({
  merchantId: site.merchantId,
  currency: 'USD',
  kind: 'daily_salary' as const,
  dividendPeriod: null,
  start: START,
  end: END,
  activeBet: 0,
});

it("pays a chain, in all, its top agent's rate × the team's valid bet, and nobody less than 0", async () => {
  await fc.assert(
    fc.asyncProperty(
      // Rates in hundredths of a per mille, top first; each at most the one above.
      fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 5 }).map((rs) => {
        const sorted = [...rs].sort((a, b) => b - a);
        return sorted;
      }),
      fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), { minLength: 5, maxLength: 5 }),
      async (rates, bets) => {
        await setUp(rates, bets);
        const { payouts, amount } = await previewPeriod(ctx.db, period());
        const base = bets.reduce((n, b) => n + b, 0);
        expect(amount).toBe(Math.floor((base * rates[0]!) / 100_000));
        for (const p of payouts) expect(p.amount).toBeGreaterThanOrEqual(0);
        expect(payouts).toHaveLength(rates.length);
      },
    ),
    { numRuns: 25 },
  );
});

it('caps a downline whose rate is above its upline’s, so that no payout goes below 0', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 2, maxLength: 5 }),
      fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 5, maxLength: 5 }),
      async (rates, bets) => {
        await setUp(rates, bets);
        const { payouts } = await previewPeriod(ctx.db, period());
        for (const p of payouts) {
          expect(p.amount).toBeGreaterThanOrEqual(0);
          expect(p.basis.shortfall).toBe(0);
        }
      },
    ),
    { numRuns: 25 },
  );
});
