import { deflateSync } from 'node:zlib';
import { PROOF_IMAGE_MAX_BYTES } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, type OperatorClient } from '../../../test/clients.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { withToken, type Site } from '../../../test/members.js';
import { malformedMultiparts, multipart, type FilePart } from '../../../test/multipart.js';
import { runJob } from '../../jobs/job-runner.js';
import { expectLedgerSound } from '../ledger/ledger-test-kit.js';
import { autoReceiveJob } from './withdrawal-jobs.js';
import { balanceOf, newSite, readyPlayer, withdraw, type Player } from './test-kit.js';

let ctx: TestContext;
let site: Site;
let operator: OperatorClient;

beforeAll(async () => {
  ctx = await createTestContext();
  site = await newSite(ctx);
  operator = await asOperator(ctx, site.merchantId, 'operator');
});
afterAll(async () => {
  await expectLedgerSound(ctx.db);
  await ctx.close();
});

/** The smallest PNG there is: its signature and a few chunks after it. */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  deflateSync(Buffer.from('proof of a transfer that never arrived')),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);

function confirm(player: Player, id: number, outcome?: string, proof?: FilePart) {
  const body = multipart(outcome === undefined ? {} : { outcome }, proof);
  return site.app.inject({
    method: 'POST',
    url: `/wps/withdrawals/${id}/confirmation`,
    headers: { ...withToken(site, player.token), ...body.headers },
    payload: body.payload,
  });
}

/** A withdrawal of 4,000 an operator has paid, from a player who had 10,000. */
async function paid() {
  const player = await readyPlayer(site, 10_000);
  const res = await withdraw(site, player, { receivingAccountId: player.cardId, amount: 4_000 });
  const id = res.json().value.id as number;
  const pay = await operator.post(`/admin/withdrawals/${id}/pay`);
  if (pay.statusCode !== 200) throw new Error(pay.body);
  return { player, id };
}

const mine = async (player: Player) =>
  (
    await site.app.inject({
      method: 'GET',
      url: '/wps/withdrawals',
      headers: withToken(site, player.token),
    })
  ).json().value.content[0];

describe('player confirmation', () => {
  it('offers the answers once paid, and takes "received"', async () => {
    const { player, id } = await paid();
    expect(await mine(player)).toMatchObject({
      id,
      status: 'paid',
      nextActions: ['received', 'not_received', 'full_amount_paid'],
    });
    const res = await confirm(player, id, 'received');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ id, status: 'received', nextActions: [] });
    const again = await confirm(player, id, 'received');
    expect(again.statusCode).toBe(200);
    const other = await confirm(player, id, 'full_amount_paid');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('REQUEST_STATE_CONFLICT');
    expect(await balanceOf(site, player.id)).toBe(6_000);
  });

  it('takes "full amount paid"', async () => {
    const { player, id } = await paid();
    const res = await confirm(player, id, 'full_amount_paid');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.status).toBe('full_amount_paid');
  });

  it('refuses an answer before the withdrawal is paid, or on someone else’s', async () => {
    const player = await readyPlayer(site, 10_000);
    const res = await withdraw(site, player, { receivingAccountId: player.cardId, amount: 1_000 });
    const id = res.json().value.id as number;
    const early = await confirm(player, id, 'received');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('REQUEST_STATE_CONFLICT');
    const { id: theirs } = await paid();
    const notMine = await confirm(player, theirs, 'received');
    expect(notMine.statusCode).toBe(404);
  });

  it('refuses a bad outcome or a body that is not multipart', async () => {
    const { player, id } = await paid();
    const bad = await confirm(player, id, 'lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'outcome' } });
    const none = await confirm(player, id);
    expect(none.statusCode).toBe(400);
    expect(none.json().value.field).toBe('outcome');
    const json = await site.app.inject({
      method: 'POST',
      url: `/wps/withdrawals/${id}/confirmation`,
      headers: withToken(site, player.token),
      payload: { outcome: 'received' },
    });
    expect(json.statusCode).toBe(400);
    expect((await mine(player)).status).toBe('paid');
  });

  it('answers a malformed multipart body with 400, changing nothing', async () => {
    const { player, id } = await paid();
    for (const body of malformedMultiparts()) {
      const res = await site.app.inject({
        method: 'POST',
        url: `/wps/withdrawals/${id}/confirmation`,
        headers: { ...withToken(site, player.token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, body.name).toBe(400);
      expect(res.json(), body.name).toMatchObject({ success: false, value: { field: 'body' } });
    }
    expect((await mine(player)).status).toBe('paid');
  });

  it('takes "not received" only with a PNG or JPG proof of at most 5 MB', async () => {
    const { player, id } = await paid();
    const proofs: (FilePart | undefined)[] = [
      undefined,
      { bytes: Buffer.from('GIF89a-not-allowed'), type: 'image/png' },
      { bytes: Buffer.from('<svg></svg>'), type: 'image/svg+xml' },
      { bytes: Buffer.concat([png, Buffer.alloc(PROOF_IMAGE_MAX_BYTES)]), type: 'image/png' },
      { bytes: png, name: 'avatar' },
    ];
    for (const proof of proofs) {
      const res = await confirm(player, id, 'not_received', proof);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PROOF_IMAGE_INVALID', value: { field: 'proof' } });
    }
    expect((await mine(player)).status).toBe('paid');

    // The type comes from the bytes, not from what the upload claims.
    const res = await confirm(player, id, 'not_received', {
      bytes: jpeg,
      type: 'application/octet-stream',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.status).toBe('not_received');

    const listed = await operator.get('/admin/withdrawals?status=not_received');
    expect(listed.json().value.content.find((w: { id: number }) => w.id === id).hasProof).toBe(
      true,
    );
    const proof = await operator.get(`/admin/withdrawals/${id}/proof`);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/jpeg');
    // Shown as the image it was checked to be, and kept out of caches.
    expect(proof.headers['x-content-type-options']).toBe('nosniff');
    expect(proof.headers['cache-control']).toBe('private, no-store');
    expect(proof.rawPayload.equals(jpeg)).toBe(true);
  });

  it('has no proof to show for a withdrawal without one', async () => {
    const { id } = await paid();
    const res = await operator.get(`/admin/withdrawals/${id}/proof`);
    expect(res.statusCode).toBe(404);
  });
});

describe('resolving "not received"', () => {
  async function disputed() {
    const { player, id } = await paid();
    const res = await confirm(player, id, 'not_received', { bytes: png });
    if (res.statusCode !== 200) throw new Error(res.body);
    return { player, id };
  }

  it('refunds from clearing to the wallet, once', async () => {
    const { player, id } = await disputed();
    expect(await balanceOf(site, player.id)).toBe(6_000);
    const res = await operator.post(`/admin/withdrawals/${id}/resolve`, { outcome: 'refund' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'refunded' });
    expect(res.json().value.resolvedAt).toEqual(expect.any(Number));
    expect(await balanceOf(site, player.id)).toBe(10_000);

    const again = await operator.post(`/admin/withdrawals/${id}/resolve`, { outcome: 'refund' });
    expect(again.statusCode).toBe(200);
    expect(await balanceOf(site, player.id)).toBe(10_000);
    const forced = await operator.post(`/admin/withdrawals/${id}/resolve`, {
      outcome: 'force_received',
    });
    expect(forced.statusCode).toBe(409);
    expect((await mine(player)).status).toBe('refunded');
  });

  it('forces the receipt with no refund', async () => {
    const { player, id } = await disputed();
    const res = await operator.post(`/admin/withdrawals/${id}/resolve`, {
      outcome: 'force_received',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.status).toBe('force_received');
    expect(await balanceOf(site, player.id)).toBe(6_000);
    const refund = await operator.post(`/admin/withdrawals/${id}/resolve`, { outcome: 'refund' });
    expect(refund.statusCode).toBe(409);
    expect(await balanceOf(site, player.id)).toBe(6_000);
  });
});

describe('the auto-receive job', () => {
  it('counts a paid withdrawal as received once its window has passed, and only then', async () => {
    const { player, id } = await paid();
    const row = await ctx.db
      .selectFrom('withdrawal_request')
      .select('confirm_by')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const deadline = new Date(row.confirm_by!).getTime();

    await runJob(ctx.db, autoReceiveJob, new Date(deadline - 1_000));
    expect((await mine(player)).status).toBe('paid');

    const outcome = await runJob(ctx.db, autoReceiveJob, new Date(deadline + 1_000));
    expect(outcome.ran).toBe(true);
    expect(await mine(player)).toMatchObject({ id, status: 'auto_received', nextActions: [] });
    expect(await balanceOf(site, player.id)).toBe(6_000);

    const late = await confirm(player, id, 'not_received', { bytes: png });
    expect(late.statusCode).toBe(409);
  });

  it("uses the merchant's window: 30 minutes unless set", async () => {
    const { id } = await paid();
    const row = await ctx.db
      .selectFrom('withdrawal_request')
      .select(['paid_at', 'confirm_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const window = new Date(row.confirm_by!).getTime() - new Date(row.paid_at!).getTime();
    expect(window).toBe(30 * 60_000);
  });
});
