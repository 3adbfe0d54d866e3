import { AccountType, ErrorCode } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { createTestSite, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createAccount } from '../../../test/members.js';
import { expectLedgerSound, houseBalance } from './ledger-test-kit.js';
import { walletBalance } from './ledger.service.js';

let ctx: TestContext;
let merchantId: number;
let operator: OperatorClient;
let viewer: OperatorClient;
beforeAll(async () => {
  ctx = await createTestContext();
  const site = await createTestSite(ctx);
  merchantId = site.merchantId;
  operator = await site.signIn('operator');
  viewer = await site.signIn('viewer');
});
afterAll(() => ctx.close());

let keys = 0;
const nextKey = () => `adj-${Date.now()}-${++keys}`;
const newMember = () => createAccount(ctx.db, merchantId);

const adjust = (client: OperatorClient, account: string, body: object) =>
  client.post(`/admin/members/${account}/adjustments`, body);

describe('manual adjustments', () => {
  it('credits and debits a wallet, answering the new balance and auditing the reason', async () => {
    const { id, account } = await newMember();
    const credit = await adjust(operator, account, {
      amount: 12_50,
      reason: 'Goodwill after outage',
      idempotencyKey: nextKey(),
    });
    expect(credit.statusCode).toBe(200);
    expect(credit.json().value).toMatchObject({
      replayed: false,
      account,
      kind: 'adjustment',
      amount: 1250,
      currency: 'USD',
      exponent: 2,
      balance: 1250,
    });

    const debit = await adjust(operator, account, {
      amount: -250,
      reason: 'Correction',
      idempotencyKey: nextKey(),
    });
    expect(debit.json().value.balance).toBe(1000);
    expect(await walletBalance(ctx.db, merchantId, id, 'USD')).toBe(1000);

    const audit = (await auditRows(ctx.db, merchantId)).filter((r) => r.target_id === account);
    expect(
      audit.map((r) => [r.action, r.operator_username, (r.after as { reason: string }).reason]),
    ).toEqual([
      ['wallet.adjustment', operator.username, 'Goodwill after outage'],
      ['wallet.adjustment', operator.username, 'Correction'],
    ]);
    await expectLedgerSound(ctx.db);
  });

  it('pays a bonus out of house:bonus', async () => {
    const { account } = await newMember();
    const res = await adjust(operator, account, {
      amount: 500,
      reason: 'Welcome bonus',
      idempotencyKey: nextKey(),
      kind: 'bonus',
    });
    expect(res.json().value).toMatchObject({ kind: 'bonus', balance: 500 });
    expect(await houseBalance(ctx.db, merchantId, 'house:bonus')).toBe(-500);
  });

  it('pays an agent commission out of expense:commission, and refuses it to a non-agent', async () => {
    const agent = await createAccount(ctx.db, merchantId, { type: AccountType.MemberAgent });
    const paid = await adjust(operator, agent.account, {
      amount: 900,
      reason: 'March commission',
      idempotencyKey: nextKey(),
      kind: 'commission',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value).toMatchObject({ kind: 'commission', amount: 900, balance: 900 });
    const back = await adjust(operator, agent.account, {
      amount: -300,
      reason: 'Commission overpaid',
      idempotencyKey: nextKey(),
      kind: 'commission',
    });
    expect(back.json().value.balance).toBe(600);
    expect(await houseBalance(ctx.db, merchantId, 'expense:commission')).toBe(-600);
    const audit = (await auditRows(ctx.db, merchantId)).filter(
      (r) => r.target_id === agent.account,
    );
    expect(audit.map((r) => r.action)).toEqual(['wallet.commission', 'wallet.commission']);

    for (const type of [AccountType.Player, AccountType.Trial]) {
      const { id, account } = await createAccount(ctx.db, merchantId, { type });
      const refused = await adjust(operator, account, {
        amount: 900,
        reason: 'March commission',
        idempotencyKey: nextKey(),
        kind: 'commission',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: type === AccountType.Trial ? 'TRIAL_ACCOUNT' : 'NON_AGENT_ACCOUNT',
        value: { field: 'account' },
      });
      expect(await walletBalance(ctx.db, merchantId, id, 'USD')).toBe(0);
    }
    await expectLedgerSound(ctx.db);
  });

  it('takes overpaid commission back into expense:commission after the agent became a player', async () => {
    const agent = await createAccount(ctx.db, merchantId, { type: AccountType.Agent });
    const commission = (amount: number) =>
      adjust(operator, agent.account, {
        amount,
        reason: 'Commission',
        idempotencyKey: nextKey(),
        kind: 'commission',
      });
    const commissionHouse = () => houseBalance(ctx.db, merchantId, 'expense:commission');
    expect((await commission(1_000)).statusCode).toBe(200);
    const paidOut = await commissionHouse();
    await ctx.db
      .updateTable('member')
      .set({ type: AccountType.Player })
      .where('id', '=', agent.id)
      .execute();

    const back = await commission(-400);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().value.balance).toBe(600);
    const again = await commission(400);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NON_AGENT_ACCOUNT', value: { field: 'account' } });
    expect(await commissionHouse()).toBe(paidOut + 400);
    await expectLedgerSound(ctx.db);
  });

  it('refuses a debit beyond the balance, and the key stays refused after a top-up', async () => {
    const { account } = await newMember();
    await adjust(operator, account, { amount: 100, reason: 'Top-up', idempotencyKey: nextKey() });
    const key = nextKey();
    const refused = await adjust(operator, account, {
      amount: -101,
      reason: 'Too much',
      idempotencyKey: key,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(ErrorCode.InsufficientFunds);

    await adjust(operator, account, { amount: 100, reason: 'Top-up', idempotencyKey: nextKey() });
    const again = await adjust(operator, account, {
      amount: -101,
      reason: 'Too much',
      idempotencyKey: key,
    });
    expect(again.json().code).toBe(ErrorCode.InsufficientFunds);
    const wallet = await operator.get(`/admin/members/${account}/wallet`);
    expect(wallet.json().value.balance).toBe(200);
    expect(
      (await auditRows(ctx.db, merchantId)).filter((r) => r.target_id === account),
    ).toHaveLength(2);
  });

  it('audits each debit of a concurrent burst with its own transaction, and no refused one', async () => {
    const { account, id } = await newMember();
    await adjust(operator, account, { amount: 10, reason: 'Float', idempotencyKey: nextKey() });
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        adjust(operator, account, { amount: -1, reason: `Burst ${i}`, idempotencyKey: nextKey() }),
      ),
    );
    const debited = answers.filter((a) => a.statusCode === 200).map((a) => a.json().value);
    expect(debited).toHaveLength(10);
    expect(answers.filter((a) => a.json().code === ErrorCode.InsufficientFunds)).toHaveLength(5);
    expect(await walletBalance(ctx.db, merchantId, id, 'USD')).toBe(0);
    const audited = (await auditRows(ctx.db, merchantId)).filter(
      (r) => r.target_id === account && r.action === 'wallet.adjustment',
    );
    const after = audited.map((r) => r.after as { transactionId: number; balance: number });
    expect(
      after
        .slice(1)
        .map((a) => a.transactionId)
        .sort(),
    ).toEqual(debited.map((d) => d.transactionId).sort());
    expect(
      after
        .slice(1)
        .map((a) => a.balance)
        .sort((x, y) => y - x),
    ).toEqual(Array.from({ length: 10 }, (_, i) => 9 - i));
  });

  it('answers a retry with the first result, and a reused key with other content as a conflict', async () => {
    const { account } = await newMember();
    const body = { amount: 300, reason: 'Once only', idempotencyKey: nextKey() };
    const first = (await adjust(operator, account, body)).json().value;
    await adjust(operator, account, { amount: 5, reason: 'Later', idempotencyKey: nextKey() });

    const retry = await adjust(operator, account, body);
    expect(retry.json().value).toEqual({ ...first, replayed: true });

    const conflict = await adjust(operator, account, { ...body, amount: 301 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe(ErrorCode.IdempotencyConflict);
    const wallet = await operator.get(`/admin/members/${account}/wallet`);
    expect(wallet.json().value.balance).toBe(305);
  });

  it.each([
    [{ amount: 0, reason: 'zero', idempotencyKey: 'key-zero-1' }, 'amount'],
    [{ amount: 1.5, reason: 'fraction', idempotencyKey: 'key-frac-1' }, 'amount'],
    [{ amount: 10, reason: '  ', idempotencyKey: 'key-blank-1' }, 'reason'],
    [{ amount: 10, reason: 'x'.repeat(201), idempotencyKey: 'key-long-1' }, 'reason'],
    [{ amount: 10, reason: 'short key', idempotencyKey: 'k1' }, 'idempotencyKey'],
    [{ amount: 10, reason: 'kind', idempotencyKey: 'key-kind-1', kind: 'deposit' }, 'kind'],
  ])('refuses %j naming the field, moving nothing', async (body, field) => {
    const { account } = await newMember();
    const res = await adjust(operator, account, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.ValidationFailed, value: { field } });
    expect((await operator.get(`/admin/members/${account}/wallet`)).json().value.balance).toBe(0);
  });

  it('refuses a NUL character on its own, while a request sharing its look-up goes through', async () => {
    const { account } = await newMember();
    const [bad, good] = await Promise.all([
      adjust(operator, 'nul%00name', { amount: 10, reason: 'NUL', idempotencyKey: nextKey() }),
      adjust(operator, account, { amount: 10, reason: 'Alongside', idempotencyKey: nextKey() }),
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: ErrorCode.ValidationFailed,
      value: { field: 'account' },
    });
    expect(good.statusCode, good.body).toBe(200);

    const reason = await adjust(operator, account, {
      amount: 10,
      reason: 'x\u0000y',
      idempotencyKey: nextKey(),
    });
    expect(reason.statusCode).toBe(400);
    expect(reason.json()).toMatchObject({
      code: ErrorCode.ValidationFailed,
      value: { field: 'reason' },
    });
    expect((await operator.get(`/admin/members/${account}/wallet`)).json().value.balance).toBe(10);
  });

  it('keeps a reason with an unpaired surrogate, as U+FFFD, in the movement and the audit', async () => {
    const { account } = await newMember();
    const [odd, alongside] = await Promise.all([
      adjust(operator, account, {
        amount: 7,
        reason: 'half \ud83d pair',
        idempotencyKey: nextKey(),
      }),
      adjust(operator, account, { amount: 3, reason: 'whole 😀 pair', idempotencyKey: nextKey() }),
    ]);
    expect(odd.statusCode, odd.body).toBe(200);
    expect(alongside.statusCode, alongside.body).toBe(200);
    const memos = await ctx.db
      .selectFrom('ledger_transaction')
      .select('memo')
      .where('id', 'in', [odd.json().value.transactionId, alongside.json().value.transactionId])
      .orderBy('id')
      .execute();
    expect(memos.map((m) => m.memo).sort()).toEqual(['half \ufffd pair', 'whole 😀 pair']);
    const reasons = (await auditRows(ctx.db, merchantId))
      .filter((r) => r.target_id === account)
      .map((r) => (r.after as { reason: string }).reason);
    expect(reasons.sort()).toEqual(['half \ufffd pair', 'whole 😀 pair']);
    expect((await operator.get(`/admin/members/${account}/wallet`)).json().value.balance).toBe(10);
  });

  it('is for roles that move money, on members of their own merchant', async () => {
    const { account } = await newMember();
    const body = { amount: 10, reason: 'Not allowed', idempotencyKey: nextKey() };
    const forbidden = await adjust(viewer, account, body);
    expect(forbidden.statusCode).toBe(403);
    const unknown = await adjust(operator, 'nobody-here', body);
    expect(unknown.statusCode).toBe(404);
    expect((await viewer.get(`/admin/members/${account}/wallet`)).json().value.balance).toBe(0);
  });
});

describe('wallet view', () => {
  it('lists the movements newest first, page by page', async () => {
    const { account } = await newMember();
    for (const amount of [100, 200, -50]) {
      await adjust(operator, account, {
        amount,
        reason: `move ${amount}`,
        idempotencyKey: nextKey(),
      });
    }
    const page1 = (await operator.get(`/admin/members/${account}/wallet?pageSize=2`)).json().value;
    expect(page1.balance).toBe(250);
    expect(page1.entries).toMatchObject({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(
      page1.entries.content.map((e: { amount: number; balanceAfter: number; memo: string }) => [
        e.amount,
        e.balanceAfter,
        e.memo,
      ]),
    ).toEqual([
      [-50, 250, 'move -50'],
      [200, 300, 'move 200'],
    ]);
    const page2 = (
      await operator.get(`/admin/members/${account}/wallet?pageSize=2&pageNo=2`)
    ).json().value;
    expect(page2.entries.content.map((e: { amount: number }) => e.amount)).toEqual([100]);
  });

  it('refuses to move real money into a trial account', async () => {
    const trial = await createAccount(ctx.db, merchantId, { type: AccountType.Trial });
    const res = await adjust(operator, trial.account, {
      amount: 500,
      reason: 'goodwill',
      idempotencyKey: nextKey(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TRIAL_ACCOUNT', value: { field: 'account' } });
    expect(await walletBalance(ctx.db, merchantId, trial.id, 'USD')).toBe(0);
  });

  it('answers 404 for an unknown account', async () => {
    const res = await operator.get('/admin/members/nobody-here/wallet');
    expect(res.statusCode).toBe(404);
  });
});
