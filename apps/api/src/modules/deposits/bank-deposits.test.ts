import { PROOF_IMAGE_MAX_BYTES } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { asOperator } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { malformedMultiparts } from '../../../test/multipart.js';
import { checkLedger } from '../ledger/index.js';
import {
  balanceOf,
  bankMethodView,
  depositCount,
  depositSite,
  jpegBytes,
  newKey,
  pngBytes,
  sendBankDeposit,
  type DepositSite,
  type Player,
} from './test-kit.js';

let ctx: TestContext;
let site: DepositSite;
let player: Player;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await depositSite(ctx);
  player = await site.newPlayer();
});
afterAll(() => ctx.close());

const deposit = (fields: Record<string, string | number> = {}, proof?: { bytes: Buffer }) =>
  sendBankDeposit(ctx.app, site, player, fields, proof);

async function pendingDeposit(amount = 25_000, who = player): Promise<number> {
  const res = await sendBankDeposit(ctx.app, site, who, { amount });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.id;
}

describe('deposit methods (player)', () => {
  it('lists the enabled methods with their limits and the currency, in order', async () => {
    const hidden = await site.operator.post('/admin/payment-methods', {
      kind: 'bank_transfer',
      name: 'Old bank',
      bankName: 'B',
      accountName: 'A',
      accountNumber: '1',
      minAmount: 1,
      maxAmount: 2,
      enabled: false,
    });
    expect(hidden.statusCode).toBe(200);
    const res = await ctx.app.inject({ url: '/wps/deposit/methods', headers: player.headers });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.currency).toBe('USD');
    expect(value.currencyExponent).toBe(2);
    // No gateway is configured in this app: only the bank transfer is offered.
    expect(value.methods).toEqual([{ id: site.bankMethodId, ...bankMethodView }]);
  });

  it('refuses trial accounts and visitors', async () => {
    const trial = await site.newPlayer(4);
    for (const url of [
      '/wps/deposit/methods',
      '/wps/deposit/requests',
      '/wps/member/deposit-limits',
    ]) {
      const res = await ctx.app.inject({ url, headers: trial.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('TRIAL_ACCOUNT');
    }
    const refused = await sendBankDeposit(ctx.app, site, trial);
    expect(refused.json().code).toBe('TRIAL_ACCOUNT');
    const visitor = await ctx.app.inject({
      url: '/wps/deposit/methods',
      headers: { merchant: site.code },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('bank transfer requests', () => {
  it('records a pending request with its proof; no money moves', async () => {
    const res = await deposit({ amount: 12_345, reference: 'REF 77' }, { bytes: pngBytes(2048) });
    expect(res.statusCode).toBe(200);
    const request = res.json().value;
    expect(request).toMatchObject({
      methodId: site.bankMethodId,
      methodName: 'Banco Demo',
      kind: 'bank_transfer',
      amount: 12_345,
      currency: 'USD',
      status: 'pending',
      payerName: 'Ana Pérez',
      reference: 'REF 77',
      hasProof: true,
      rejectReason: null,
      completedAt: null,
    });
    expect(await balanceOf(ctx.db, site, player)).toBe(0);

    const proof = await site.operator.get(`/admin/deposits/${request.id}/proof`);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    // Shown as the image it was checked to be, and kept out of caches.
    expect(proof.headers['x-content-type-options']).toBe('nosniff');
    expect(proof.headers['cache-control']).toBe('private, no-store');
    expect(proof.rawPayload.equals(pngBytes(2048))).toBe(true);
  });

  it('answers a malformed multipart body with 400, recording nothing', async () => {
    const before = await ctx.db.selectFrom('deposit_request').select('id').execute();
    for (const body of malformedMultiparts()) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/wps/deposit/requests',
        headers: { ...player.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, body.name).toBe(400);
      expect(res.json(), body.name).toMatchObject({ success: false, value: { field: 'body' } });
    }
    const after = await ctx.db.selectFrom('deposit_request').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('takes a JPEG proof, or none', async () => {
    const jpeg = await deposit({}, { bytes: jpegBytes(), type: 'image/jpeg' } as never);
    expect(jpeg.json().value.hasProof).toBe(true);
    const none = await deposit();
    expect(none.json().value.hasProof).toBe(false);
    const missing = await site.operator.get(`/admin/deposits/${none.json().value.id}/proof`);
    expect(missing.statusCode).toBe(404);
  });

  it('answers the same request for the same key, and refuses the key for another amount', async () => {
    const key = newKey();
    const first = await deposit({ idempotencyKey: key, amount: 5_000 });
    const again = await deposit({ idempotencyKey: key, amount: 5_000 });
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    const other = await deposit({ idempotencyKey: key, amount: 6_000 });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const before = await depositCount(ctx.db, site.merchantId);
    const key2 = newKey();
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => deposit({ idempotencyKey: key2, amount: 7_000 })),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(parallel.map((r) => r.json().value.id)).size).toBe(1);
    expect(await depositCount(ctx.db, site.merchantId)).toBe(before + 1);
  });

  it.each([
    ['below the minimum', { amount: 999 }, 'AMOUNT_BELOW_MINIMUM', 'amount'],
    ['above the maximum', { amount: 500_001 }, 'AMOUNT_ABOVE_MAXIMUM', 'amount'],
    ['a fractional amount', { amount: '10.5' }, 'VALIDATION_FAILED', 'amount'],
    ['a negative amount', { amount: -5 }, 'VALIDATION_FAILED', 'amount'],
    ['no payer name', { payerName: '  ' }, 'VALIDATION_FAILED', 'payerName'],
    ['a short idempotency key', { idempotencyKey: 'abc' }, 'VALIDATION_FAILED', 'idempotencyKey'],
    ['an unknown method', { methodId: 999_999 }, 'PAYMENT_METHOD_UNAVAILABLE', 'methodId'],
    ['a method id no row can have', { methodId: 2_147_483_648 }, 'VALIDATION_FAILED', 'methodId'],
  ])('refuses %s with the field, writing nothing', async (_, fields, code, field) => {
    const before = await depositCount(ctx.db, site.merchantId);
    const res = await deposit(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, value: { field } });
    expect(await depositCount(ctx.db, site.merchantId)).toBe(before);
  });

  it.each([
    ['a text file named .png', { bytes: Buffer.from('<script>alert(1)</script>') }],
    ['a GIF', { bytes: Buffer.from('GIF89a' + 'x'.repeat(50)) }],
    ['an empty file', { bytes: Buffer.alloc(0) }],
    ['an image over 5 MB', { bytes: pngBytes(PROOF_IMAGE_MAX_BYTES + 1) }],
    ['a file under another name', { bytes: pngBytes(), name: 'avatar' }],
  ])('refuses %s as proof, writing nothing', async (_, proof) => {
    const before = await depositCount(ctx.db, site.merchantId);
    const res = await deposit({}, proof);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PROOF_IMAGE_INVALID', value: { field: 'proof' } });
    expect(await depositCount(ctx.db, site.merchantId)).toBe(before);
  });

  it('takes a proof of exactly 5 MB', async () => {
    const res = await deposit({}, { bytes: pngBytes(PROOF_IMAGE_MAX_BYTES) });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.hasProof).toBe(true);
  });

  it("lists the member's own requests, newest first, in pages", async () => {
    const someone = await site.newPlayer();
    const ids = [];
    for (const amount of [1_000, 2_000, 3_000]) ids.push(await pendingDeposit(amount, someone));
    const page = await ctx.app.inject({
      url: '/wps/deposit/requests?pageNo=1&pageSize=2',
      headers: someone.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().value).toMatchObject({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(page.json().value.content.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    const one = await ctx.app.inject({
      url: `/wps/deposit/requests/${ids[0]}`,
      headers: someone.headers,
    });
    expect(one.json().value).toMatchObject({ id: ids[0], amount: 1_000, status: 'pending' });
    const notTheirs = await ctx.app.inject({
      url: `/wps/deposit/requests/${ids[0]}`,
      headers: player.headers,
    });
    expect(notTheirs.statusCode).toBe(404);
  });
});

describe('operator review', () => {
  it('approves once: one credit, one audit row, the same answer when repeated', async () => {
    const someone = await site.newPlayer();
    const id = await pendingDeposit(40_000, someone);
    const approvals = await Promise.all([
      site.operator.post(`/admin/deposits/${id}/approve`),
      site.operator.post(`/admin/deposits/${id}/approve`),
    ]);
    expect(approvals.map((r) => r.statusCode)).toEqual([200, 200]);
    const approved = approvals[0]!.json().value;
    expect(approved).toMatchObject({
      id,
      status: 'approved',
      account: someone.account,
      decidedBy: site.operator.username,
      completedAt: expect.any(Number),
    });
    expect(approvals[1]!.json().value).toEqual(approved);
    const again = await site.operator.post(`/admin/deposits/${id}/approve`);
    expect(again.json().value).toEqual(approved);
    expect(await balanceOf(ctx.db, site, someone)).toBe(40_000);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);

    const audits = (await auditRows(ctx.db, site.merchantId)).filter(
      (a) => a.target_type === 'deposit_request' && a.target_id === String(id),
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'deposit.approve',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });

    const mine = await ctx.app.inject({
      url: `/wps/deposit/requests/${id}`,
      headers: someone.headers,
    });
    expect(mine.json().value.status).toBe('approved');
    const rejectLate = await site.operator.post(`/admin/deposits/${id}/reject`, { reason: 'x' });
    expect(rejectLate.statusCode).toBe(409);
    expect(rejectLate.json().code).toBe('REQUEST_STATE_CONFLICT');
  });

  it('rejects with a reason the player sees; approving afterwards is a conflict', async () => {
    const someone = await site.newPlayer();
    const id = await pendingDeposit(30_000, someone);
    const res = await site.operator.post(`/admin/deposits/${id}/reject`, {
      reason: 'No transfer arrived',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      status: 'rejected',
      rejectReason: 'No transfer arrived',
    });
    const again = await site.operator.post(`/admin/deposits/${id}/reject`, { reason: 'again' });
    expect(again.json().value.rejectReason).toBe('No transfer arrived');
    const approve = await site.operator.post(`/admin/deposits/${id}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().code).toBe('REQUEST_STATE_CONFLICT');
    expect(await balanceOf(ctx.db, site, someone)).toBe(0);
    const mine = await ctx.app.inject({ url: '/wps/deposit/requests', headers: someone.headers });
    expect(mine.json().value.content[0]).toMatchObject({
      id,
      status: 'rejected',
      rejectReason: 'No transfer arrived',
    });
  });

  it('refuses a reject without a reason, viewers, and other merchants', async () => {
    const id = await pendingDeposit();
    const blank = await site.operator.post(`/admin/deposits/${id}/reject`, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().value.field).toBe('reason');
    const viewer = await asOperator(ctx, site.merchantId, 'viewer');
    expect((await viewer.post(`/admin/deposits/${id}/approve`)).statusCode).toBe(403);
    const stranger = await depositSite(ctx);
    const elsewhere = await stranger.operator.post(`/admin/deposits/${id}/approve`);
    expect(elsewhere.statusCode).toBe(404);
    expect((await stranger.operator.get(`/admin/deposits/${id}/proof`)).statusCode).toBe(404);
    expect(await balanceOf(ctx.db, site, player)).toBe(0);
  });

  it('lists the merchant requests by status with the member account', async () => {
    const someone = await site.newPlayer();
    const id = await pendingDeposit(8_000, someone);
    const res = await site.operator.get('/admin/deposits?status=pending&pageSize=100');
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    expect(page.content.every((d: { status: string }) => d.status === 'pending')).toBe(true);
    expect(page.content.find((d: { id: number }) => d.id === id)).toMatchObject({
      account: someone.account,
      memberId: someone.id,
      amount: 8_000,
    });
    const bad = await site.operator.get('/admin/deposits?status=lost');
    expect(bad.statusCode).toBe(400);
  });
});
