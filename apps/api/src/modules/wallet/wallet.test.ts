import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { credit, debit } from '../ledger/ledger-test-kit.js';
import { writeHistoric } from '../ledger/history-test-kit.js';
import { signedInMember, type SignedIn } from './wallet-test-kit.js';

let ctx: TestContext;
let merchant: { id: number; code: string };

beforeAll(async () => {
  ctx = await createTestContext();
  // UTC+7 all year: a day there begins at 17:00 UTC the day before.
  merchant = await createMerchant(ctx.db, { timeZone: 'Asia/Ho_Chi_Minh' });
});
afterAll(() => ctx.close());

const get = (url: string, who: SignedIn | null) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: {
      merchant: merchant.code,
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
  });

const member = (type?: 0 | 4) => signedInMember(ctx.db, merchant.id, type);

describe('GET /wps/v2/wallets/balance', () => {
  it('answers zero before any movement and the new balance after one, in minor units', async () => {
    const who = await member();
    const before = await get('/wps/v2/wallets/balance', who);
    expect(before.statusCode).toBe(200);
    expect(before.json().value).toEqual({
      sumBalance: 0,
      currency: 'USD',
      currencyExponent: 2,
      wallets: [{ name: 'main', balance: 0 }],
    });

    await credit(ctx.ledger, {
      merchantId: merchant.id,
      memberId: who.id,
      amount: 12_345,
      key: `dep:${who.id}`,
    });
    const after = await get('/wps/v2/wallets/balance', who);
    expect(after.json().value).toMatchObject({
      sumBalance: 12_345,
      wallets: [{ name: 'main', balance: 12_345 }],
    });
    expect(after.headers['cache-control']).toBe('no-store');
  });

  it('shows a trial account its demo money, never the real wallet', async () => {
    const trial = await member(4);
    await ctx.ledger.post({
      merchantId: merchant.id,
      currency: 'DEMO',
      key: `demo:${trial.id}:grant`,
      kind: 'demo_grant',
      legs: [
        { account: { house: 'demo:issuer' }, amount: -200_000 },
        { account: { wallet: trial.id }, amount: 200_000 },
      ],
    });
    const res = await get('/wps/v2/wallets/balance', trial);
    expect(res.json().value).toEqual({
      sumBalance: 200_000,
      currency: 'DEMO',
      currencyExponent: 2,
      wallets: [{ name: 'main', balance: 200_000 }],
    });
  });

  it('refuses a visitor without a session', async () => {
    const res = await get('/wps/v2/wallets/balance', null);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});

describe('GET /wps/wallet/transactions', () => {
  it('lists the wallet movements newest first, signed, with the balance after each', async () => {
    const who = await member();
    const other = await member();
    const m = { merchantId: merchant.id, memberId: who.id };
    await credit(ctx.ledger, { ...m, amount: 1_000, key: `r1:${who.id}` });
    await debit(ctx.ledger, { ...m, amount: 300, key: `r2:${who.id}` });
    await ctx.ledger.post({
      merchantId: merchant.id,
      currency: 'USD',
      key: `r3:${who.id}`,
      kind: 'bonus',
      memo: 'Welcome bonus',
      legs: [
        { account: { house: 'house:bonus' }, amount: -50 },
        { account: { wallet: who.id }, amount: 50 },
      ],
    });
    await credit(ctx.ledger, {
      merchantId: merchant.id,
      memberId: other.id,
      amount: 999,
      key: `r4:${other.id}`,
    });

    const res = await get('/wps/wallet/transactions', who);
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    expect(page).toMatchObject({
      pageNo: 1,
      pageSize: 20,
      total: 3,
      totalPages: 1,
      currency: 'USD',
    });
    expect(
      page.content.map((r: { kind: string; amount: number; balanceAfter: number }) => [
        r.kind,
        r.amount,
        r.balanceAfter,
      ]),
    ).toEqual([
      ['bonus', 50, 750],
      ['adjustment', -300, 700],
      ['deposit', 1_000, 1_000],
    ]);
    expect(page.content[0]).toMatchObject({ memo: 'Welcome bonus', reference: null });
    expect(typeof page.content[0].createdAt).toBe('number');

    const deposits = (await get('/wps/wallet/transactions?kind=deposit', who)).json().value;
    expect(deposits.content.map((r: { amount: number }) => r.amount)).toEqual([1_000]);

    const second = (await get('/wps/wallet/transactions?pageSize=2&pageNo=2', who)).json().value;
    expect(second).toMatchObject({ total: 3, totalPages: 2, pageNo: 2 });
    expect(second.content.map((r: { kind: string }) => r.kind)).toEqual(['deposit']);
  });

  it('cuts days at midnight in the merchant time zone, both ends included', async () => {
    const who = await member();
    const at = (iso: string) => new Date(iso);
    const move = (key: string, iso: string, amount: number) =>
      writeHistoric(ctx.db, {
        merchantId: merchant.id,
        currency: 'USD',
        key: `${key}:${who.id}`,
        kind: 'deposit',
        at: at(iso),
        legs: [
          { house: 'clearing:deposits', amount: -amount },
          { wallet: who.id, amount },
        ],
      });
    await move('a', '2026-03-01T16:59:59Z', 1); // 1 March, 23:59:59 local
    await move('b', '2026-03-01T17:00:00Z', 2); // 2 March, 00:00 local
    await move('c', '2026-03-03T16:59:59Z', 4); // 3 March, 23:59:59 local
    await move('d', '2026-03-03T17:00:00Z', 8); // 4 March

    const amounts = async (query: string) =>
      (await get(`/wps/wallet/transactions?${query}`, who))
        .json()
        .value.content.map((r: { amount: number }) => r.amount);
    expect(await amounts('from=2026-03-02&to=2026-03-03')).toEqual([4, 2]);
    expect(await amounts('from=2026-03-01&to=2026-03-01')).toEqual([1]);
    expect(await amounts('from=2026-03-04&to=2026-03-04')).toEqual([8]);
  });

  it('answers an empty page for a member whose wallet never moved', async () => {
    const res = await get('/wps/wallet/transactions', await member());
    expect(res.json().value).toMatchObject({ content: [], total: 0, totalPages: 0 });
  });

  it.each([
    ['from=2026-02-30', 'from'],
    ['to=01-03-2026', 'to'],
    ['from=2026-03-10&to=2026-03-09', 'to'],
    ['from=2026-01-01&to=2026-04-02', 'to'],
    ['from=2020-01-01', 'from'],
    ['kind=lottery', 'kind'],
    ['pageNo=0', 'pageNo'],
    ['pageSize=101', 'pageSize'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await get(`/wps/wallet/transactions?${query}`, await member());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
  });

  it('accepts a range of exactly 90 days', async () => {
    const ok = await get('/wps/wallet/transactions?from=2026-01-01&to=2026-04-01', await member());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.range).toEqual({ from: '2026-01-01', to: '2026-04-01' });
  });
});

describe('GET /wps/wallet/bonus', () => {
  it('lists bonuses with their reason and totals over the whole range', async () => {
    const who = await member();
    const bonus = (n: number, amount: number, memo: string) =>
      ctx.ledger.post({
        merchantId: merchant.id,
        currency: 'USD',
        key: `bonus:${who.id}:${n}`,
        kind: 'bonus',
        memo,
        legs: [
          { account: { house: 'house:bonus' }, amount: -amount },
          { account: { wallet: who.id }, amount },
        ],
      });
    await credit(ctx.ledger, {
      merchantId: merchant.id,
      memberId: who.id,
      amount: 5_000,
      key: `b0:${who.id}`,
    });
    await bonus(1, 100, 'Sign-up bonus');
    await bonus(2, 250, 'Weekly cashback');
    await bonus(3, -40, 'Bonus taken back: duplicate');

    const res = await get('/wps/wallet/bonus?pageSize=2', who);
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    expect(page).toMatchObject({ total: 3, totalPages: 2, totals: { count: 3, amount: 310 } });
    expect(page.content.map((r: { amount: number; memo: string }) => [r.amount, r.memo])).toEqual([
      [-40, 'Bonus taken back: duplicate'],
      [250, 'Weekly cashback'],
    ]);
  });

  it('refuses a backwards range naming the field', async () => {
    const res = await get('/wps/wallet/bonus?from=2026-05-02&to=2026-05-01', await member());
    expect(res.statusCode).toBe(400);
    expect(res.json().value.field).toBe('to');
  });
});
