import { AccountType, type ContractTerms } from '@sorteo/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { fund } from '../lottery-settlement/test-kit.js';
import { vendorCalls, vendorTestEnv } from '../vendor-wallet/test-kit.js';
import { signedInMember, type SignedIn } from '../wallet/wallet-test-kit.js';
import { payPeriod } from './payouts.service.js';
import { computeRealtimePayouts } from './realtime-payouts.repo.js';

let ctx: TestContext;
let calls: ReturnType<typeof vendorCalls>;
let operator: OperatorClient;
let merchantId: number;
let top: SignedIn;
let middle: SignedIn;
let bettor: SignedIn;

const realtime = (...tiers: [number, string, string][]): ContractTerms => ({
  kind: 'realtime_salary',
  tiers: tiers.map(([minSingleBet, winRate, lossRate]) => ({ minSingleBet, winRate, lossRate })),
});

async function contract(from: SignedIn | null, to: SignedIn, terms: ContractTerms) {
  const headers = (who: SignedIn) => ({ merchant: 'SORTEO', authorization: `Bearer ${who.token}` });
  const offered = from
    ? await ctx.app.inject({
        method: 'POST',
        url: '/wps/agent/contracts/offers',
        headers: headers(from),
        payload: { account: to.account, terms },
      })
    : await operator.post('/admin/agent-contracts/offers', { account: to.account, terms });
  expect(offered.statusCode, offered.body).toBe(200);
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: `/wps/agent/contracts/offers/${offered.json().value.id}/accept`,
    headers: headers(to),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext(vendorTestEnv);
  calls = vendorCalls(ctx);
  merchantId = await calls.demoId();
  operator = await asOperator(ctx, merchantId, 'operator');
  const on = await operator.put('/admin/agent-schemes/realtime_salary', {
    enabled: true,
    activeBet: null,
  });
  expect(on.statusCode, on.body).toBe(200);
  top = await signedInMember(ctx.db, merchantId, AccountType.Agent);
  middle = await signedInMember(ctx.db, merchantId, AccountType.MemberAgent, top.id);
  bettor = await signedInMember(ctx.db, merchantId, AccountType.Player, middle.id);
  await fund(ctx.db, merchantId, bettor.id, 100_000, 'VND');
  await contract(null, top, realtime([0, '2', '5'], [5_000, '3', '8']));
  await contract(top, middle, realtime([0, '1', '4']));
  await sql`update agent_contract set effective_from = now() - interval '1 day'
    where merchant_id = ${merchantId}`.execute(ctx.db);
});
afterAll(() => ctx.close());

it('pays every settled team bet its win or loss rate, at the tier its stake reaches', async () => {
  const start = new Date(Date.now() - 10 * 60_000);
  const session = await calls.sessionFor(bettor.token);
  const play = async (name: string, body: Record<string, unknown>) => {
    const res = await calls.walletCall(name, body);
    expect(res.statusCode, res.body).toBe(200);
  };
  const won = calls.betBody(session, { amount: 1_000 });
  await play('bet', won);
  await play('win', calls.winBody(session, won, 3_000));
  const lost = calls.betBody(session, { amount: 10_000 });
  await play('bet', lost);
  await play('win', calls.winBody(session, lost, 0));
  const back = calls.betBody(session, { amount: 20_000 });
  await play('bet', back);
  await play('rollback', calls.rollbackBody(session, back));
  const open = calls.betBody(session, { amount: 7_000 }); // not settled yet: not counted
  await play('bet', open);

  const payouts = await computeRealtimePayouts(ctx.db, {
    merchantId,
    start,
    end: new Date(Date.now() + 10 * 60_000),
  });
  const byAccount = new Map(payouts.map((p) => [p.account, p]));
  // Middle: 1,000 won × 1‰ + 10,000 lost × 4‰ = 41. Top: 1,000 × 2‰ + 10,000 × 8‰ (its
  // second tier) = 82, less the middle's 41.
  expect(byAccount.get(middle.account)).toMatchObject({
    amount: 41,
    basis: { teamValidBet: 11_000, activeMembers: 1, bets: 2, gross: 41, shortfall: 0 },
  });
  expect(byAccount.get(top.account)).toMatchObject({
    amount: 41,
    basis: { gross: 82, downlines: [{ account: middle.account, gross: 41 }] },
  });
  // Nothing of the period before the bets.
  const before = await computeRealtimePayouts(ctx.db, {
    merchantId,
    start: new Date(start.getTime() - 10 * 60_000),
    end: start,
  });
  expect(before.map((p) => p.amount)).toEqual([0, 0]);

  // A run of the period writes the same payouts, with their basis, and pays them.
  const period = { merchantId, start, end: new Date(start.getTime() + 20 * 60_000) };
  const outcome = await ctx.db.transaction().execute((trx) =>
    payPeriod(trx, {
      ...period,
      currency: 'VND',
      kind: 'realtime_salary',
      dividendPeriod: null,
      activeBet: 0,
    }),
  );
  expect(outcome).toMatchObject({ paid: true, agents: 2, amount: 82, shortfall: 0 });
  const { rows } = await sql<{ member_id: number; amount: string; basis: unknown }>`
    select member_id, amount, basis from agent_payout
    where merchant_id = ${merchantId} and kind = 'realtime_salary' and period_start = ${start}
    order by member_id`.execute(ctx.db);
  const computed = await computeRealtimePayouts(ctx.db, period);
  expect(rows.map((r) => [r.member_id, Number(r.amount), r.basis])).toEqual(
    computed.map((p) => [p.memberId, p.amount, p.basis]),
  );
  // One ledger transaction per payout, keyed by kind, contract and period.
  const keys = await sql<{ idempotency_key: string }>`
    select idempotency_key from ledger_transaction
    where merchant_id = ${merchantId} and kind = 'salary'`.execute(ctx.db);
  expect(keys.rows.map((r) => r.idempotency_key).sort()).toEqual(
    computed.map((p) => `realtime_salary:${p.contractId}:${start.toISOString()}`).sort(),
  );
});
