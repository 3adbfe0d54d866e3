import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit.js';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { Site } from '../../../test/members.js';
import { expectLedgerSound } from '../ledger/ledger-test-kit.js';
import { balanceOf, newSite, readyPlayer, withdraw } from './test-kit.js';

let ctx: TestContext;
let site: Site;
let operator: OperatorClient;
let editor: OperatorClient;
let stranger: OperatorClient;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
  operator = await asOperator(ctx, site.merchantId, 'operator');
  editor = await asOperator(ctx, site.merchantId, 'editor');
  stranger = await asOperator(ctx, (await newSite(ctx)).merchantId, 'owner');
});
afterAll(async () => {
  await expectLedgerSound(ctx.db);
  await ctx.close();
});

/** A pending withdrawal of `amount` from a player who had `money`. */
async function pending(money = 10_000, amount = 4_000) {
  const player = await readyPlayer(site, money);
  const res = await withdraw(site, player, { receivingAccountId: player.cardId, amount });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { player, id: res.json().value.id as number };
}

const houseBalance = async (kind: string) => {
  const row = await ctx.db
    .selectFrom('ledger_account')
    .select('balance')
    .where('merchant_id', '=', site.merchantId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? Number(row.balance) : 0;
};

const auditActions = async () =>
  (await auditRows(ctx.db, site.merchantId)).map((r) => [r.action, r.target_id]);

describe('operator review', () => {
  it('lists withdrawals by status with the full account number for paying', async () => {
    const { player, id } = await pending();
    const res = await operator.get('/admin/withdrawals?status=pending');
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().value.content.find((w: { id: number }) => w.id === id);
    expect(row).toMatchObject({
      account: player.account,
      amount: 4_000,
      status: 'pending',
      accountNumber: '4000123412341234',
      hasProof: false,
    });
    const paidOnly = await operator.get('/admin/withdrawals?status=paid');
    expect(paidOnly.json().value.content.some((w: { id: number }) => w.id === id)).toBe(false);
    const theirs = await stranger.get('/admin/withdrawals');
    expect(theirs.json().value.total).toBe(0);
    const bad = await operator.get('/admin/withdrawals?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.field).toBe('status');
  });

  it('pays: the hold moves to clearing, the wallet stays, and a second pay answers the same', async () => {
    const { player, id } = await pending();
    const holdBefore = await houseBalance('hold:withdrawals');
    const clearingBefore = await houseBalance('clearing:withdrawals');
    const paid = await operator.post(`/admin/withdrawals/${id}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value).toMatchObject({ id, status: 'paid' });
    expect(paid.json().value.paidAt).toEqual(expect.any(Number));
    expect(await houseBalance('hold:withdrawals')).toBe(holdBefore - 4_000);
    expect(await houseBalance('clearing:withdrawals')).toBe(clearingBefore + 4_000);
    expect(await balanceOf(site, player.id)).toBe(6_000);

    const again = await operator.post(`/admin/withdrawals/${id}/pay`);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.paidAt).toBe(paid.json().value.paidAt);
    expect(await houseBalance('clearing:withdrawals')).toBe(clearingBefore + 4_000);
    expect(
      (await auditActions()).filter(([a, t]) => a === 'withdrawal.pay' && t === String(id)),
    ).toHaveLength(1);

    const reject = await operator.post(`/admin/withdrawals/${id}/reject`, { reason: 'late' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json()).toMatchObject({
      code: 'REQUEST_STATE_CONFLICT',
      value: { status: 'paid' },
    });
  });

  it('rejects: the amount returns to the wallet once, with the reason', async () => {
    const { player, id } = await pending();
    expect(await balanceOf(site, player.id)).toBe(6_000);
    const res = await operator.post(`/admin/withdrawals/${id}/reject`, { reason: 'Name mismatch' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'rejected', rejectReason: 'Name mismatch' });
    expect(await balanceOf(site, player.id)).toBe(10_000);

    const again = await operator.post(`/admin/withdrawals/${id}/reject`, { reason: 'again' });
    expect(again.statusCode).toBe(200);
    expect(again.json().value.rejectReason).toBe('Name mismatch');
    expect(await balanceOf(site, player.id)).toBe(10_000);
    const pay = await operator.post(`/admin/withdrawals/${id}/pay`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().code).toBe('REQUEST_STATE_CONFLICT');

    const audit = (await auditRows(ctx.db, site.merchantId)).find(
      (r) => r.action === 'withdrawal.reject' && r.target_id === String(id),
    );
    expect(audit?.after).toMatchObject({ status: 'rejected', reason: 'Name mismatch' });
    expect(audit?.operator_username).toBe(operator.username);

    const player2 = await memberList(player);
    expect(player2[0]).toMatchObject({ id, status: 'rejected', rejectReason: 'Name mismatch' });
  });

  it('refuses bad input and roles that may not move money, changing nothing', async () => {
    const { player, id } = await pending();
    for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(201) }]) {
      const res = await operator.post(`/admin/withdrawals/${id}/reject`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().value.field).toBe('reason');
    }
    const byEditor = await editor.post(`/admin/withdrawals/${id}/pay`);
    expect(byEditor.statusCode).toBe(403);
    const byStranger = await stranger.post(`/admin/withdrawals/${id}/pay`);
    expect(byStranger.statusCode).toBe(404);
    const unknown = await operator.post('/admin/withdrawals/99999999/pay');
    expect(unknown.statusCode).toBe(404);
    const badId = await operator.post('/admin/withdrawals/abc/pay');
    expect(badId.statusCode).toBe(400);
    const resolve = await operator.post(`/admin/withdrawals/${id}/resolve`, { outcome: 'refund' });
    expect(resolve.statusCode).toBe(409);
    const badOutcome = await operator.post(`/admin/withdrawals/${id}/resolve`, { outcome: 'x' });
    expect(badOutcome.statusCode).toBe(400);
    expect(badOutcome.json().value.field).toBe('outcome');
    expect((await memberList(player))[0].status).toBe('pending');
    expect(await balanceOf(site, player.id)).toBe(6_000);
  });

  it('keeps the settings an operator sets, refusing a maximum below the minimum', async () => {
    const bad = await operator.put('/admin/withdrawal-settings', {
      minAmount: 5_000,
      maxAmount: 100,
      confirmationWindowMinutes: 30,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.field).toBe('maxAmount');
    const zeroWindow = await operator.put('/admin/withdrawal-settings', {
      minAmount: 100,
      maxAmount: 1_000,
      confirmationWindowMinutes: 0,
    });
    expect(zeroWindow.json().value.field).toBe('confirmationWindowMinutes');
    const byEditor = await editor.put('/admin/withdrawal-settings', {
      minAmount: 100,
      maxAmount: 1_000,
      confirmationWindowMinutes: 10,
    });
    expect(byEditor.statusCode).toBe(403);

    const fresh = await stranger.get('/admin/withdrawal-settings');
    expect(fresh.json().value).toEqual({
      minAmount: 100,
      maxAmount: 100_000_000,
      confirmationWindowMinutes: 30,
    });
  });
});

async function memberList(player: { token: string }) {
  const res = await site.app.inject({
    method: 'GET',
    url: '/wps/withdrawals',
    headers: { merchant: site.code, authorization: `Bearer ${player.token}` },
  });
  return res.json().value.content;
}
