import type { HouseAccountKind, TransactionKind } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant } from '../../../test/factories.js';
import { writeHistoric } from '../ledger/history-test-kit.js';
import { signedInMember, type SignedIn } from './wallet-test-kit.js';

let ctx: TestContext;
let merchant: { id: number; code: string };
let player: SignedIn;

const report = async (query: string, who: SignedIn = player) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/wps/wallet/profit?${query}`,
    headers: { merchant: merchant.code, authorization: `Bearer ${who.token}` },
  });
  return res;
};

/** One movement between the player's wallet and a house account, at a UTC instant. */
async function move(
  key: string,
  kind: TransactionKind,
  iso: string,
  walletAmount: number | null,
  house: [HouseAccountKind, number][] = [],
) {
  const legs = [
    ...(walletAmount === null ? [] : [{ wallet: player.id, amount: walletAmount }]),
    ...house.map(([kindOf, amount]) => ({ house: kindOf, amount })),
  ];
  await writeHistoric(ctx.db, {
    merchantId: merchant.id,
    currency: 'USD',
    key,
    kind,
    at: new Date(iso),
    legs,
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  // UTC+7: local midnight is 17:00 UTC the day before.
  merchant = await createMerchant(ctx.db, { timeZone: 'Asia/Ho_Chi_Minh' });
  player = await signedInMember(ctx.db, merchant.id);
  // Local Sunday 1 March, 23:59:59.
  await move('d0', 'deposit', '2026-03-01T16:59:59Z', 700, [['clearing:deposits', -700]]);
  // Monday 2 March.
  await move('d1', 'deposit', '2026-03-02T05:00:00Z', 10_000, [['clearing:deposits', -10_000]]);
  await move('bet:1:place', 'bet_place', '2026-03-02T06:00:00Z', -2_000, [['house:bets', 2_000]]);
  // Tuesday 3 March: a win, and a withdrawal held (paid on Thursday).
  await move('bet:1:settle', 'bet_settle', '2026-03-03T05:00:00Z', 5_000, [
    ['house:payouts', -5_000],
  ]);
  await move('withdrawal:9:hold', 'withdrawal_hold', '2026-03-03T06:00:00Z', -4_000, [
    ['hold:withdrawals', 4_000],
  ]);
  // Wednesday 4 March, 23:30 and 23:45 local: a stake placed and voided.
  await move('bet:2:place', 'bet_place', '2026-03-04T16:30:00Z', -1_000, [['house:bets', 1_000]]);
  await move('bet:2:void', 'bet_void', '2026-03-04T16:45:00Z', 1_000, [['house:bets', -1_000]]);
  // Thursday 5 March, 00:30 local: a bonus; then the withdrawal is paid, an adjustment,
  // and another withdrawal is held but never paid.
  await move('bonus:1', 'bonus', '2026-03-04T17:30:00Z', 300, [['house:bonus', -300]]);
  await move('withdrawal:9:paid', 'withdrawal_paid', '2026-03-05T05:00:00Z', null, [
    ['hold:withdrawals', -4_000],
    ['clearing:withdrawals', 4_000],
  ]);
  await move('adj:1', 'adjustment', '2026-03-05T06:00:00Z', -100, [['house:payouts', 100]]);
  await move('withdrawal:10:hold', 'withdrawal_hold', '2026-03-05T07:00:00Z', -500, [
    ['hold:withdrawals', 500],
  ]);
  // Monday 16 March: withdrawal 9, paid, was reported not received and refunded; withdrawal
  // 10, never paid, was rejected and its hold returned.
  await move('withdrawal:9:refund', 'withdrawal_refund', '2026-03-16T05:00:00Z', 4_000, [
    ['clearing:withdrawals', -4_000],
  ]);
  await move('withdrawal:10:refund', 'withdrawal_refund', '2026-03-16T06:00:00Z', 500, [
    ['hold:withdrawals', -500],
  ]);
});
afterAll(() => ctx.close());

const quiet = {
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  payouts: 0,
  bonus: 0,
  adjustments: 0,
  transfers: 0,
  profit: 0,
};

describe('GET /wps/wallet/profit', () => {
  it('sums each local day by category, with quiet days as zeros', async () => {
    const res = await report('from=2026-03-02&to=2026-03-07&groupBy=day');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ groupBy: 'day', currency: 'USD', currencyExponent: 2 });
    expect(value.periods).toEqual([
      { ...quiet, period: '2026-03-02', deposits: 10_000, bets: 2_000, profit: -2_000 },
      { ...quiet, period: '2026-03-03', payouts: 5_000, profit: 5_000 },
      { ...quiet, period: '2026-03-04' },
      {
        ...quiet,
        period: '2026-03-05',
        bonus: 300,
        withdrawals: 4_000,
        adjustments: -100,
        profit: 300,
      },
      { ...quiet, period: '2026-03-06' },
      { ...quiet, period: '2026-03-07' },
    ]);
    expect(value.totals).toEqual({
      deposits: 10_000,
      withdrawals: 4_000,
      bets: 2_000,
      payouts: 5_000,
      bonus: 300,
      adjustments: -100,
      transfers: 0,
      profit: 3_300,
    });
  });

  it('groups by weeks starting on Monday, local time deciding the week', async () => {
    const res = await report('from=2026-03-01&to=2026-03-10&groupBy=week');
    const { periods, totals } = res.json().value;
    expect(periods.map((p: { period: string }) => p.period)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
    ]);
    // 23:59:59 on Sunday 1 March local is still the week of 23 February.
    expect(periods[0]).toEqual({ ...quiet, period: '2026-02-23', deposits: 700 });
    expect(periods[1]).toMatchObject({ deposits: 10_000, profit: 3_300 });
    expect(periods[2]).toEqual({ ...quiet, period: '2026-03-09' });
    expect(totals.deposits).toBe(10_700);
  });

  it('groups by month, every month of the range present', async () => {
    const res = await report('from=2026-02-20&to=2026-04-05&groupBy=month');
    const { periods } = res.json().value;
    expect(periods.map((p: { period: string; profit: number }) => [p.period, p.profit])).toEqual([
      ['2026-02-01', 0],
      ['2026-03-01', 3_300],
      ['2026-04-01', 0],
    ]);
  });

  it('takes back a paid withdrawal refunded later, but not a rejected one never paid', async () => {
    const res = await report('from=2026-03-15&to=2026-03-17&groupBy=day');
    expect(res.json().value.periods).toEqual([
      { ...quiet, period: '2026-03-15' },
      { ...quiet, period: '2026-03-16', withdrawals: -4_000 },
      { ...quiet, period: '2026-03-17' },
    ]);
  });

  it('answers zeros for every day of a member who never played', async () => {
    const newcomer = await signedInMember(ctx.db, merchant.id);
    const res = await report('from=2026-03-01&to=2026-03-03', newcomer);
    expect(res.json().value.periods).toEqual([
      { ...quiet, period: '2026-03-01' },
      { ...quiet, period: '2026-03-02' },
      { ...quiet, period: '2026-03-03' },
    ]);
  });

  it.each([
    ['groupBy=year', 'groupBy'],
    ['from=2026-03-05&to=2026-03-01', 'to'],
    ['from=2025-01-01&to=2026-01-01', 'to'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await report(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
  });
});
