import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { checkLedger } from '../ledger/index.js';
import { forgetMerchants } from '../merchants/test-kit.js';
import { memberDeposits } from './deposit-requests.service.js';
import { SIGNATURE_HEADER, signBody } from './gateway-protocol.js';
import { startSandboxGateway, type SandboxGateway } from './sandbox-gateway/sandbox-gateway.js';
import {
  balanceOf,
  depositCount,
  depositSite,
  newKey,
  type DepositSite,
  type Player,
} from './test-kit.js';

const SECRET = 'test-gateway-secret-0123456789';
let gateway: SandboxGateway;
let ctx: TestContext;
let site: DepositSite;
let sitePort: number;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  gateway = await startSandboxGateway({
    secret: SECRET,
    merchantId: 'sorteo-test',
    retryDelaysMs: [50, 100],
    attemptTimeoutMs: 2_000,
  });
  sitePort = await freePort();
  ctx = await createTestContext({
    PORT: String(sitePort),
    PAYMENT_GATEWAY_URL: gateway.url,
    PAYMENT_GATEWAY_SECRET: SECRET,
    PAYMENT_GATEWAY_MERCHANT_ID: 'sorteo-test',
    PAYMENT_GATEWAY_TIMEOUT_MS: '800',
  });
  // The gateway calls the site back over HTTP, as it would in production.
  await ctx.app.listen({ port: sitePort, host: '127.0.0.1' });
  site = await depositSite(ctx);
});
afterAll(async () => {
  await gateway?.close();
  await ctx?.close();
});

const siteHost = () => `127.0.0.1:${sitePort}`;

async function startDeposit(player: Player, amount: number, key = newKey()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/wps/deposit/requests',
    headers: { ...player.headers, host: siteHost() },
    payload: { methodId: site.gatewayMethodId, amount, idempotencyKey: key },
  });
}

const myDeposit = async (player: Player, id: number) =>
  (await ctx.app.inject({ url: `/wps/deposit/requests/${id}`, headers: player.headers })).json()
    .value;

/** What the player's browser does on the gateway's page: press a button, follow the redirect. */
async function press(paymentUrl: string, button: 'pay' | 'decline') {
  const page = await fetch(paymentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`/${button}"`);
  return fetch(`${paymentUrl}/${button}`, { method: 'POST', redirect: 'manual' });
}

function signedCallback(body: object, secret = SECRET, path = '/wps/payments/callback/sandbox') {
  const raw = JSON.stringify(body);
  return ctx.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw) },
    payload: raw,
  });
}

describe('gateway deposits through the sandbox gateway', () => {
  it('offers the gateway method once a gateway is configured', async () => {
    const player = await site.newPlayer();
    const res = await ctx.app.inject({ url: '/wps/deposit/methods', headers: player.headers });
    expect(res.json().value.methods.map((m: { kind: string }) => m.kind)).toEqual([
      'bank_transfer',
      'gateway',
    ]);
  });

  it('create → checkout → Pay → signed callback → one credit, and back to the site', async () => {
    const player = await site.newPlayer();
    const key = newKey();
    const res = await startDeposit(player, 12_000, key);
    expect(res.statusCode).toBe(200);
    const { requestId, redirectUrl } = res.json().value;
    expect(redirectUrl).toMatch(new RegExp(`^${gateway.url}/checkout/SBX`));
    expect(await myDeposit(player, requestId)).toMatchObject({ status: 'awaiting_payment' });

    const again = await startDeposit(player, 12_000, key);
    expect(again.json().value).toEqual({ requestId, redirectUrl });

    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain('$120.00');
    const back = await press(redirectUrl, 'pay');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `http://127.0.0.1:${sitePort}/depositv2?order=${requestId}`,
    );

    expect(await myDeposit(player, requestId)).toMatchObject({
      status: 'paid',
      completedAt: expect.any(Number),
    });
    expect(await balanceOf(ctx.db, site, player)).toBe(12_000);
    const order = gateway.orders.all().find((o) => o.orderId === String(requestId))!;
    expect(order).toMatchObject({ status: 'paid', delivered: true, attempts: 1 });

    // The gateway resending its callback changes nothing.
    const resend = await signedCallback({
      orderId: String(requestId),
      gatewayOrderId: order.gatewayOrderId,
      amount: 12_000,
      currency: 'USD',
      status: 'paid',
      paidAt: order.paidAt,
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().value).toEqual({ status: 'paid' });
    expect(await balanceOf(ctx.db, site, player)).toBe(12_000);
    const credits = await ctx.db
      .selectFrom('ledger_transaction')
      .select('id')
      .where('idempotency_key', '=', `deposit:${requestId}:credit`)
      .execute();
    expect(credits).toHaveLength(1);

    // The same key after payment leads back to the site's page for the request.
    expect((await startDeposit(player, 12_000, key)).json().value.redirectUrl).toBe(
      back.headers.get('location'),
    );
  });

  it('declines amounts ending in 13 and on Decline, crediting nothing', async () => {
    const player = await site.newPlayer();
    const magic = (await startDeposit(player, 1_013)).json().value;
    expect((await press(magic.redirectUrl, 'pay')).status).toBe(303);
    expect(await myDeposit(player, magic.requestId)).toMatchObject({ status: 'failed' });

    const declined = (await startDeposit(player, 2_000)).json().value;
    await press(declined.redirectUrl, 'decline');
    expect(await myDeposit(player, declined.requestId)).toMatchObject({ status: 'failed' });
    expect(await balanceOf(ctx.db, site, player)).toBe(0);
  });

  it('answers 502 when the gateway times out or fails, leaving the request failed', async () => {
    const player = await site.newPlayer();
    for (const amount of [1_504, 2_503]) {
      const key = newKey();
      const started = Date.now();
      const res = await startDeposit(player, amount, key);
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('GATEWAY_UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(5_000);
      const before = await depositCount(ctx.db, site.merchantId);
      const again = await startDeposit(player, amount, key);
      expect(again.statusCode).toBe(502);
      expect(await depositCount(ctx.db, site.merchantId)).toBe(before);
    }
    const list = await ctx.app.inject({ url: '/wps/deposit/requests', headers: player.headers });
    expect(list.json().value.content.map((r: { status: string }) => r.status)).toEqual([
      'failed',
      'failed',
    ]);
  });

  it('expires an order nobody paid; a late payment is still credited', async () => {
    const player = await site.newPlayer();
    const { requestId, redirectUrl } = (await startDeposit(player, 3_000)).json().value;
    const later = new Date(Date.now() + 31 * 60_000);
    const who = {
      merchant: { id: site.merchantId, currency: 'USD', time_zone: 'America/New_York' },
      memberId: player.id,
    };
    const page = await memberDeposits(ctx.db, who, { pageNo: 1, pageSize: 20 }, 30 * 60_000, later);
    expect(page.content[0]).toMatchObject({ id: requestId, status: 'expired' });

    await press(redirectUrl, 'pay');
    expect(await myDeposit(player, requestId)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(ctx.db, site, player)).toBe(3_000);
  });
});

describe('callbacks that must change nothing', () => {
  async function openOrder(player: Player, amount = 4_000) {
    const { requestId } = (await startDeposit(player, amount)).json().value;
    const order = gateway.orders.all().find((o) => o.orderId === String(requestId))!;
    const paid = {
      orderId: String(requestId),
      gatewayOrderId: order.gatewayOrderId,
      amount,
      currency: 'USD',
      status: 'paid',
      paidAt: new Date().toISOString(),
    };
    return { requestId, paid };
  }

  it('refuses a wrong or missing signature with 401', async () => {
    const player = await site.newPlayer();
    const { requestId, paid } = await openOrder(player);
    const forged = await signedCallback(paid, 'not-the-secret-0123456789');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('GATEWAY_SIGNATURE_INVALID');

    const raw = JSON.stringify(paid);
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/wps/payments/callback/sandbox',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(SECRET, raw),
      },
      payload: raw.replace('"amount":4000', '"amount":400000'),
    });
    expect(tampered.statusCode).toBe(401);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/wps/payments/callback/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await myDeposit(player, requestId)).toMatchObject({ status: 'awaiting_payment' });
    expect(await balanceOf(ctx.db, site, player)).toBe(0);
  });

  it('refuses a signed callback whose amount, currency or order is not ours', async () => {
    const player = await site.newPlayer();
    const { requestId, paid } = await openOrder(player);
    const cases: [object, number][] = [
      [{ ...paid, amount: 400_000 }, 400],
      [{ ...paid, currency: 'EUR' }, 400],
      [{ ...paid, gatewayOrderId: 'SBXOTHER' }, 400],
      [{ ...paid, orderId: '999999999' }, 404],
      [{ ...paid, orderId: 'abc' }, 404],
      [{ ...paid, status: 'refunded' }, 400],
    ];
    for (const [body, status] of cases) {
      expect((await signedCallback(body)).statusCode).toBe(status);
    }
    expect((await signedCallback(paid, SECRET, '/wps/payments/callback/other')).statusCode).toBe(
      404,
    );
    expect(await myDeposit(player, requestId)).toMatchObject({ status: 'awaiting_payment' });
    expect(await balanceOf(ctx.db, site, player)).toBe(0);

    expect((await signedCallback(paid)).statusCode).toBe(200);
    expect(await balanceOf(ctx.db, site, player)).toBe(4_000);
    // A failure reported after the payment never takes it back.
    expect(
      (await signedCallback({ ...paid, status: 'failed', paidAt: null })).json().value,
    ).toEqual({
      status: 'paid',
    });
    expect(await balanceOf(ctx.db, site, player)).toBe(4_000);
  });

  it('credits a payment made before maintenance while the site is in maintenance', async () => {
    const player = await site.newPlayer();
    const { paid } = await openOrder(player, 5_000);
    const maintenance = async (on: boolean) => {
      await ctx.db
        .updateTable('merchant')
        .set({ maintenance_enabled: on })
        .where('id', '=', site.merchantId)
        .execute();
      forgetMerchants();
    };
    await maintenance(true);
    try {
      expect((await startDeposit(player, 5_000)).statusCode).toBe(503);
      expect((await signedCallback(paid)).statusCode).toBe(200);
    } finally {
      await maintenance(false);
    }
    expect(await balanceOf(ctx.db, site, player)).toBe(5_000);
  });

  it('credits once when the same callback arrives many times at once', async () => {
    const player = await site.newPlayer();
    const { paid } = await openOrder(player, 7_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => signedCallback(paid)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await balanceOf(ctx.db, site, player)).toBe(7_000);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });
});
