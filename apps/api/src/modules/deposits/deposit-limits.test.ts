import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createDeposit } from './deposit-requests.service.js';
import { depositLimits, setDepositLimits, type LimitOwner } from './deposit-limits.service.js';
import { depositSite, newKey, sendBankDeposit, type DepositSite, type Player } from './test-kit.js';

let ctx: TestContext;
let site: DepositSite;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await depositSite(ctx);
});
afterAll(() => ctx.close());

const HOUR = 60 * 60 * 1000;
const owner = (player: Player): LimitOwner => ({
  merchantId: site.merchantId,
  memberId: player.id,
  timeZone: 'America/New_York',
});
const limitsCall = (player: Player, payload?: object) =>
  ctx.app.inject({
    method: payload ? 'PUT' : 'GET',
    url: '/wps/member/deposit-limits',
    headers: player.headers,
    ...(payload ? { payload } : {}),
  });

describe('the 24-hour rule (clock injected)', () => {
  it('applies a first limit and a cut at once, a raise only after 24 hours', async () => {
    const player = await site.newPlayer();
    const t0 = new Date('2026-05-01T12:00:00Z');
    const set = (input: object, at: Date) => setDepositLimits(ctx.db, owner(player), input, at);
    const read = (at: Date) => depositLimits(ctx.db, owner(player), at);

    expect((await set({ daily: 10_000 }, t0)).daily).toEqual({ current: 10_000, pending: null });

    const raised = await set({ daily: 20_000 }, t0);
    expect(raised.daily).toEqual({
      current: 10_000,
      pending: { amount: 20_000, effectiveAt: t0.getTime() + 24 * HOUR },
    });
    expect((await read(new Date(t0.getTime() + 24 * HOUR - 1))).daily.current).toBe(10_000);
    expect((await read(new Date(t0.getTime() + 24 * HOUR))).daily).toEqual({
      current: 20_000,
      pending: null,
    });

    const t1 = new Date(t0.getTime() + 30 * HOUR);
    expect((await set({ daily: 5_000 }, t1)).daily).toEqual({ current: 5_000, pending: null });
  });

  it('removes a limit only after 24 hours; asking for the limit in force drops the wait', async () => {
    const player = await site.newPlayer();
    const t0 = new Date('2026-05-01T12:00:00Z');
    const set = (input: object, at: Date) => setDepositLimits(ctx.db, owner(player), input, at);
    await set({ weekly: 50_000, monthly: 90_000 }, t0);

    const removing = await set({ weekly: null }, new Date(t0.getTime() + HOUR));
    expect(removing.weekly).toEqual({
      current: 50_000,
      pending: { amount: null, effectiveAt: t0.getTime() + 25 * HOUR },
    });
    expect(removing.monthly).toEqual({ current: 90_000, pending: null });

    const kept = await set({ weekly: 50_000 }, new Date(t0.getTime() + 2 * HOUR));
    expect(kept.weekly).toEqual({ current: 50_000, pending: null });

    await set({ weekly: null }, new Date(t0.getTime() + 3 * HOUR));
    const later = await depositLimits(ctx.db, owner(player), new Date(t0.getTime() + 27 * HOUR));
    expect(later.weekly).toEqual({ current: null, pending: null });
  });

  it('a second raise restarts the wait', async () => {
    const player = await site.newPlayer();
    const t0 = new Date('2026-05-01T12:00:00Z');
    const set = (input: object, at: Date) => setDepositLimits(ctx.db, owner(player), input, at);
    await set({ daily: 1_000 }, t0);
    await set({ daily: 2_000 }, t0);
    const again = await set({ daily: 3_000 }, new Date(t0.getTime() + 20 * HOUR));
    expect(again.daily.pending).toEqual({
      amount: 3_000,
      effectiveAt: t0.getTime() + 44 * HOUR,
    });
    // A cut below the limit in force wins over the waiting raise.
    const cut = await set({ daily: 500 }, new Date(t0.getTime() + 21 * HOUR));
    expect(cut.daily).toEqual({ current: 500, pending: null });
  });
});

describe('limits through the API', () => {
  it('shows no limits at first, then what was set, with the zone', async () => {
    const player = await site.newPlayer();
    const none = await limitsCall(player);
    expect(none.statusCode).toBe(200);
    expect(none.json().value).toEqual({
      daily: { current: null, pending: null },
      weekly: { current: null, pending: null },
      monthly: { current: null, pending: null },
      timeZone: 'America/New_York',
    });
    const set = await limitsCall(player, { daily: 30_000, weekly: 60_000 });
    expect(set.statusCode).toBe(200);
    expect(set.json().value.daily).toEqual({ current: 30_000, pending: null });
    expect((await limitsCall(player)).json().value.weekly).toEqual({
      current: 60_000,
      pending: null,
    });
    const raise = await limitsCall(player, { daily: 40_000 });
    expect(raise.json().value.daily).toMatchObject({
      current: 30_000,
      pending: { amount: 40_000, effectiveAt: expect.any(Number) },
    });
  });

  it.each([
    ['a negative limit', { daily: -1 }, 'daily'],
    ['a fractional limit', { weekly: 10.5 }, 'weekly'],
    ['zero', { monthly: 0 }, 'monthly'],
    ['text', { daily: 'lots' }, 'daily'],
  ])('refuses %s with the field', async (_, body, field) => {
    const player = await site.newPlayer();
    const res = await limitsCall(player, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field } });
    expect((await limitsCall(player)).json().value.daily.current).toBeNull();
  });

  it('refuses a deposit that passes a limit, naming the period; rejected ones do not count', async () => {
    const player = await site.newPlayer();
    await limitsCall(player, { daily: 30_000 });
    const first = await sendBankDeposit(ctx.app, site, player, { amount: 20_000 });
    expect(first.statusCode).toBe(200);
    const over = await sendBankDeposit(ctx.app, site, player, { amount: 15_000 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      value: { field: 'amount', period: 'day', limit: 30_000, remaining: 10_000 },
    });
    expect((await sendBankDeposit(ctx.app, site, player, { amount: 10_000 })).statusCode).toBe(200);

    const reject = await site.operator.post(`/admin/deposits/${first.json().value.id}/reject`, {
      reason: 'never arrived',
    });
    expect(reject.statusCode).toBe(200);
    expect((await sendBankDeposit(ctx.app, site, player, { amount: 15_000 })).statusCode).toBe(200);
  });

  it('lets only one of two parallel deposits under the same limit through', async () => {
    const player = await site.newPlayer();
    await limitsCall(player, { daily: 30_000 });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => sendBankDeposit(ctx.app, site, player, { amount: 20_000 })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400]);
  });
});

describe('periods in the merchant time zone', () => {
  const deposit = (player: Player, amount: number, at: string) =>
    createDeposit(
      ctx.db,
      {
        merchant: { id: site.merchantId, currency: 'USD', time_zone: 'America/New_York' },
        memberId: player.id,
      },
      { methodId: site.bankMethodId, amount, payerName: 'Ana', idempotencyKey: newKey() },
      null,
      { gateway: null, orderTtlMs: 30 * 60_000, origin: 'http://127.0.0.1' },
      new Date(at),
    );

  it('starts a new day at midnight in New York, not UTC', async () => {
    const player = await site.newPlayer();
    await setDepositLimits(
      ctx.db,
      owner(player),
      { daily: 10_000 },
      new Date('2026-03-01T00:00:00Z'),
    );
    // 23:30 on Monday 9 March in New York (EDT, UTC-4).
    await deposit(player, 8_000, '2026-03-10T03:30:00Z');
    await expect(deposit(player, 8_000, '2026-03-10T03:59:00Z')).rejects.toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      value: { period: 'day' },
    });
    // 00:30 on Tuesday 10 March in New York: a new day, though UTC's day is the same.
    await expect(deposit(player, 8_000, '2026-03-10T04:30:00Z')).resolves.toMatchObject({
      status: 'pending',
    });
  });

  it('starts weeks on Monday and months on the 1st, in New York', async () => {
    const player = await site.newPlayer();
    await setDepositLimits(
      ctx.db,
      owner(player),
      { weekly: 10_000, monthly: 15_000 },
      new Date('2026-02-01T00:00:00Z'),
    );
    // Sunday 8 March, 23:00 in New York; then Monday 9 March, 01:00: another week.
    await deposit(player, 9_000, '2026-03-09T03:00:00Z');
    await deposit(player, 6_000, '2026-03-09T05:00:00Z');
    await expect(deposit(player, 1_000, '2026-03-09T06:00:00Z')).rejects.toMatchObject({
      value: { period: 'month', remaining: 0 },
    });
    // Tuesday 31 March, 23:00 in New York is still March; 1 April 00:30 is not.
    await expect(deposit(player, 1_000, '2026-04-01T03:00:00Z')).rejects.toMatchObject({
      value: { period: 'month' },
    });
    await expect(deposit(player, 9_000, '2026-04-01T04:30:00Z')).resolves.toMatchObject({
      amount: 9_000,
    });
  });
});
