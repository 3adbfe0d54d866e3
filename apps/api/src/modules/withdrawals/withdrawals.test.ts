import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Site } from '../../../test/members.js';
import { expectLedgerSound } from '../ledger/ledger-test-kit.js';
import {
  balanceOf,
  bindCard,
  fund,
  memberGet,
  newKey,
  newSite,
  readyPlayer,
  trialMember,
  withdraw,
} from './test-kit.js';

let ctx: TestContext;
let site: Site;
let operator: OperatorClient;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
  operator = await asOperator(ctx, site.merchantId, 'operator');
  const res = await operator.put('/admin/withdrawal-settings', {
    minAmount: 1_000,
    maxAmount: 500_000,
    confirmationWindowMinutes: 30,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(async () => {
  await expectLedgerSound(ctx.db);
  await ctx.close();
});

const requestRows = (memberId: number) =>
  ctx.db.selectFrom('withdrawal_request').selectAll().where('member_id', '=', memberId).execute();

describe('POST /wps/withdrawals', () => {
  it('holds the amount from the wallet and answers the pending request', async () => {
    const player = await readyPlayer(site, 10_000);
    const res = await withdraw(site, player, { receivingAccountId: player.cardId, amount: 2_500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      amount: 2_500,
      currency: 'USD',
      status: 'pending',
      destination: {
        kind: 'bank_card',
        provider: 'Banco Norte',
        accountNumberMasked: '************1234',
      },
      rejectReason: null,
      paidAt: null,
      nextActions: [],
    });
    expect(await balanceOf(site, player.id)).toBe(7_500);

    const hold = await ctx.db
      .selectFrom('ledger_transaction')
      .select(['kind', 'status', 'reference'])
      .where('idempotency_key', '=', `withdrawal:${res.json().value.id}:hold`)
      .executeTakeFirstOrThrow();
    expect(hold).toEqual({
      kind: 'withdrawal_hold',
      status: 'committed',
      reference: `withdrawal:${res.json().value.id}`,
    });
  });

  it('answers the same request to the same idempotency key, moving money once', async () => {
    const player = await readyPlayer(site, 10_000);
    const body = { receivingAccountId: player.cardId, amount: 3_000, idempotencyKey: newKey() };
    const first = await withdraw(site, player, body);
    const replies = await Promise.all([1, 2, 3].map(() => withdraw(site, player, body)));
    for (const again of replies) {
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().value.id).toBe(first.json().value.id);
    }
    expect(await balanceOf(site, player.id)).toBe(7_000);
    expect(await requestRows(player.id)).toHaveLength(1);

    const changed = await withdraw(site, player, { ...body, amount: 4_000 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
      value: { field: 'idempotencyKey' },
    });
    expect(await balanceOf(site, player.id)).toBe(7_000);
  });

  it('refuses more than the balance; the key stays refused after a top-up, and no list shows it', async () => {
    const player = await readyPlayer(site, 2_000);
    const key = `wd-${player.id}-short`;
    const attempt = { receivingAccountId: player.cardId, amount: 2_001, idempotencyKey: key };
    const res = await withdraw(site, player, attempt);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { field: 'amount' } });
    expect(await balanceOf(site, player.id)).toBe(2_000);
    const failed = await ctx.db
      .selectFrom('ledger_transaction')
      .select(['status', 'failure_code'])
      .where('merchant_id', '=', site.merchantId)
      .where('kind', '=', 'withdrawal_hold')
      .where('status', '=', 'failed')
      .execute();
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed[0]).toEqual({ status: 'failed', failure_code: 'INSUFFICIENT_FUNDS' });

    await fund(site, player.id, 1_000);
    const retried = await withdraw(site, player, attempt);
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(site, player.id)).toBe(3_000);
    expect((await requestRows(player.id)).map((r) => r.status)).toEqual(['failed']);
    const listed = await memberGet(site, player, '/wps/withdrawals?pageNo=1&pageSize=10');
    expect(listed.json().value).toMatchObject({ content: [], total: 0 });

    // A new attempt with a new key can take the whole balance.
    const all = await withdraw(site, player, { receivingAccountId: player.cardId, amount: 3_000 });
    expect(all.statusCode, all.body).toBe(200);
    expect(await balanceOf(site, player.id)).toBe(0);
  });

  it('never holds more than the balance when requests race', async () => {
    const player = await readyPlayer(site, 5_000);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        withdraw(site, player, { receivingAccountId: player.cardId, amount: 1_000 }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    expect(await balanceOf(site, player.id)).toBe(0);
    const statuses = (await requestRows(player.id)).map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(3).fill('failed'), ...Array(5).fill('pending')]);
  });

  it("keeps to the merchant's minimum and maximum", async () => {
    const player = await readyPlayer(site, 1_000_000);
    const low = await withdraw(site, player, { receivingAccountId: player.cardId, amount: 999 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      code: 'AMOUNT_BELOW_MINIMUM',
      value: { field: 'amount', min: 1_000 },
    });
    const high = await withdraw(site, player, {
      receivingAccountId: player.cardId,
      amount: 500_001,
    });
    expect(high.statusCode).toBe(400);
    expect(high.json()).toMatchObject({
      code: 'AMOUNT_ABOVE_MAXIMUM',
      value: { field: 'amount', max: 500_000 },
    });
    expect(await requestRows(player.id)).toEqual([]);
    expect(await balanceOf(site, player.id)).toBe(1_000_000);

    const limits = await memberGet(site, player, '/wps/withdrawals/limits');
    expect(limits.json().value).toEqual({
      minAmount: 1_000,
      maxAmount: 500_000,
      currency: 'USD',
      currencyExponent: 2,
    });
  });

  it('refuses bad input with the field at fault, holding nothing', async () => {
    const player = await readyPlayer(site, 10_000);
    const good = { receivingAccountId: player.cardId, amount: 1_000 };
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 10.5 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: '1000' }, 'amount'],
      [{ receivingAccountId: 'x' }, 'receivingAccountId'],
      [{ receivingAccountId: 2_147_483_648 }, 'receivingAccountId'],
      [{ idempotencyKey: 'short' }, 'idempotencyKey'],
      [{ paymentPassword: '' }, 'paymentPassword'],
    ];
    for (const [change, field] of cases) {
      const res = await withdraw(site, player, { ...good, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    }
    const wrongPassword = await withdraw(site, player, { ...good, paymentPassword: '000000' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({
      code: 'PAYMENT_PASSWORD_INCORRECT',
      value: { field: 'paymentPassword' },
    });
    expect(await requestRows(player.id)).toEqual([]);
    expect(await balanceOf(site, player.id)).toBe(10_000);
  });

  it("refuses another member's receiving account", async () => {
    const player = await readyPlayer(site, 10_000);
    const other = await readyPlayer(site, 0);
    const res = await withdraw(site, player, { receivingAccountId: other.cardId, amount: 1_000 });
    expect(res.statusCode).toBe(404);
    expect(await balanceOf(site, player.id)).toBe(10_000);
  });

  it('keeps where it pays to even after the account is removed', async () => {
    const player = await readyPlayer(site, 10_000);
    const second = await bindCard(site, player, { accountNumber: '9999888877776666' });
    const res = await withdraw(site, player, { receivingAccountId: second, amount: 1_000 });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.db.deleteFrom('receiving_account').where('id', '=', second).execute();
    const listed = await memberGet(site, player, '/wps/withdrawals');
    expect(listed.json().value.content[0].destination.accountNumberMasked).toBe('************6666');
  });

  it('is refused to trial accounts', async () => {
    const trial = await trialMember(site);
    const res = await withdraw(site, trial, { receivingAccountId: 1, amount: 1_000 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_ACCOUNT');
    const listed = await memberGet(site, trial, '/wps/withdrawals');
    expect(listed.json().code).toBe('TRIAL_ACCOUNT');
    const limits = await memberGet(site, trial, '/wps/withdrawals/limits');
    expect(limits.json().code).toBe('TRIAL_ACCOUNT');
  });
});

describe('GET /wps/withdrawals', () => {
  it('pages the member’s own requests, newest first', async () => {
    const player = await readyPlayer(site, 100_000);
    const other = await readyPlayer(site, 100_000);
    await withdraw(site, other, { receivingAccountId: other.cardId, amount: 1_000 });
    const ids: number[] = [];
    for (const amount of [1_000, 2_000, 3_000]) {
      const res = await withdraw(site, player, { receivingAccountId: player.cardId, amount });
      ids.push(res.json().value.id);
    }
    const page1 = (await memberGet(site, player, '/wps/withdrawals?pageNo=1&pageSize=2')).json();
    expect(page1.value).toMatchObject({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(page1.value.content.map((w: { id: number }) => w.id)).toEqual([ids[2], ids[1]]);
    const page2 = (await memberGet(site, player, '/wps/withdrawals?pageNo=2&pageSize=2')).json();
    expect(page2.value.content.map((w: { amount: number }) => w.amount)).toEqual([1_000]);

    const bad = await memberGet(site, player, '/wps/withdrawals?pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.field).toBe('pageSize');
  });
});

describe('API document', () => {
  it('describes the withdrawal and transfer calls, sealed ones with their plain payload', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json();
    for (const path of [
      '/wps/member/payment-password',
      '/wps/member/receiving-accounts',
      '/wps/member/receiving-accounts/{id}',
      '/wps/withdrawals',
      '/wps/withdrawals/{id}/confirmation',
      '/wps/agent/transfer',
      '/wps/agent/downlines',
      '/admin/withdrawals/{id}/resolve',
      '/admin/withdrawal-settings',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
    const sealed = paths['/wps/withdrawals'].post.requestBody.content['application/json'].schema;
    expect(sealed['x-plaintext-payload'].properties).toHaveProperty('idempotencyKey');
  });
});
