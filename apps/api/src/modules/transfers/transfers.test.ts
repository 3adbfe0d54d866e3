import { AccountType } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createAccount, type Site } from '../../../test/members.js';
import { expectLedgerSound } from '../ledger/ledger-test-kit.js';
import {
  balanceOf,
  fund,
  memberCall,
  memberGet,
  newKey,
  newSite,
  PAYMENT_PASSWORD,
  setPaymentPassword,
  signedInMember,
  trialMember,
  type Player,
} from '../withdrawals/test-kit.js';

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

/** An agent with money and a payment password, a direct downline and one below that. */
async function team(type: AccountType = AccountType.Agent) {
  const agent = await signedInMember(site, { type });
  await setPaymentPassword(site, agent);
  await fund(site, agent.id, 10_000);
  const direct = await createAccount(ctx.db, site.merchantId, {
    type: AccountType.MemberAgent,
    uplineId: agent.id,
  });
  const indirect = await createAccount(ctx.db, site.merchantId, { uplineId: direct.id });
  return { agent, direct, indirect };
}

const transfer = (sender: Player, body: Record<string, unknown>) =>
  memberCall(site, sender, 'POST', '/wps/agent/transfer', {
    paymentPassword: PAYMENT_PASSWORD,
    idempotencyKey: newKey(),
    ...body,
  });

describe('POST /wps/agent/transfer', () => {
  it('moves money to a direct and an indirect downline, naming both in the record', async () => {
    const { agent, direct, indirect } = await team();
    const res = await transfer(agent, { toAccount: direct.account, amount: 3_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      toAccount: direct.account,
      amount: 3_000,
      currency: 'USD',
      balance: 7_000,
    });
    const deeper = await transfer(agent, {
      toAccount: indirect.account.toUpperCase(),
      amount: 500,
    });
    expect(deeper.statusCode, deeper.body).toBe(200);
    expect(await balanceOf(site, agent.id)).toBe(6_500);
    expect(await balanceOf(site, direct.id)).toBe(3_000);
    expect(await balanceOf(site, indirect.id)).toBe(500);

    const record = await ctx.db
      .selectFrom('ledger_transaction')
      .select(['kind', 'memo'])
      .where('id', '=', res.json().value.transactionId)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ kind: 'transfer', memo: `${agent.account} → ${direct.account}` });
  });

  it('answers a replay with the first result and refuses the key for another amount', async () => {
    const { agent, direct } = await team(AccountType.ContractAgent);
    const body = { toAccount: direct.account, amount: 1_000, idempotencyKey: newKey() };
    const first = await transfer(agent, body);
    const again = await transfer(agent, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.transactionId).toBe(first.json().value.transactionId);
    expect(await balanceOf(site, direct.id)).toBe(1_000);
    const changed = await transfer(agent, { ...body, amount: 2_000 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(site, agent.id)).toBe(9_000);
  });

  it('refuses more than the balance, moving nothing', async () => {
    const { agent, direct } = await team();
    const res = await transfer(agent, { toAccount: direct.account, amount: 10_001 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(site, agent.id)).toBe(10_000);
    expect(await balanceOf(site, direct.id)).toBe(0);
  });

  it('refuses accounts outside the downline: the upline, a stranger, itself, an unknown name', async () => {
    const { agent, direct } = await team();
    const stranger = await createAccount(ctx.db, site.merchantId);
    const elsewhere = await newSite(ctx);
    const otherMerchant = await createAccount(ctx.db, elsewhere.merchantId, { uplineId: null });
    const directAgent = await signedInMember(site, {
      type: AccountType.MemberAgent,
      uplineId: agent.id,
    });
    await setPaymentPassword(site, directAgent);
    await fund(site, directAgent.id, 1_000);

    for (const toAccount of [
      stranger.account,
      agent.account,
      'nobody-here',
      otherMerchant.account,
    ]) {
      const res = await transfer(agent, { toAccount, amount: 100 });
      expect(res.statusCode, toAccount).toBe(403);
      expect(res.json()).toMatchObject({ code: 'NOT_IN_DOWNLINE', value: { field: 'toAccount' } });
    }
    const upwards = await transfer(directAgent, { toAccount: agent.account, amount: 100 });
    expect(upwards.json().code).toBe('NOT_IN_DOWNLINE');
    const sideways = await transfer(directAgent, { toAccount: direct.account, amount: 100 });
    expect(sideways.json().code).toBe('NOT_IN_DOWNLINE');
    expect(await balanceOf(site, agent.id)).toBe(10_000);
  });

  it('is for agents only, with the right payment password', async () => {
    const { agent, direct } = await team();
    const player = await signedInMember(site, { uplineId: agent.id });
    await setPaymentPassword(site, player);
    const notAgent = await transfer(player, { toAccount: direct.account, amount: 100 });
    expect(notAgent.statusCode).toBe(403);
    expect(notAgent.json()).toMatchObject({
      code: 'NON_AGENT_ACCOUNT',
      message: 'Non-agents cannot log in to the agent side',
    });

    const trial = await trialMember(site);
    const byTrial = await transfer(trial, { toAccount: direct.account, amount: 100 });
    expect(byTrial.json().code).toBe('TRIAL_ACCOUNT');

    const wrong = await transfer(agent, {
      toAccount: direct.account,
      amount: 100,
      paymentPassword: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_INCORRECT');

    const unset = await signedInMember(site, { type: AccountType.Agent });
    const noPassword = await transfer(unset, { toAccount: direct.account, amount: 100 });
    expect(noPassword.json().code).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect(await balanceOf(site, direct.id)).toBe(0);
  });

  it('refuses bad input with the field at fault', async () => {
    const { agent, direct } = await team();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: 1.5 }, 'amount'],
      [{ toAccount: '' }, 'toAccount'],
      [{ idempotencyKey: 'bad key!' }, 'idempotencyKey'],
    ];
    for (const [change, field] of cases) {
      const res = await transfer(agent, { toAccount: direct.account, amount: 100, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
    expect(await balanceOf(site, agent.id)).toBe(10_000);
  });
});

describe('GET /wps/agent/downlines', () => {
  it('lists direct downlines first and finds by part of the name', async () => {
    const { agent, direct, indirect } = await team();
    const all = await memberGet(site, agent, '/wps/agent/downlines');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().value).toMatchObject({
      total: 2,
      content: [
        { account: direct.account, depth: 1 },
        { account: indirect.account, depth: 2 },
      ],
    });
    const part = indirect.account.slice(2, 8).toUpperCase();
    const found = await memberGet(site, agent, `/wps/agent/downlines?query=${part}`);
    expect(found.json().value.content).toEqual([{ account: indirect.account, depth: 2 }]);
    const wildcard = await memberGet(site, agent, '/wps/agent/downlines?query=%25');
    expect(wildcard.json().value.total).toBe(0);

    const player = await signedInMember(site);
    const refused = await memberGet(site, player, '/wps/agent/downlines');
    expect(refused.json().code).toBe('NON_AGENT_ACCOUNT');
  });
});
