import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../../test/wait.js';
import { SIGNATURE_HEADER, signBody, signatureMatches } from '../gateway-protocol.js';
import { startSandboxGateway, type SandboxGateway } from './sandbox-gateway.js';

const SECRET = 'sandbox-unit-secret-0123456789';
let gateway: SandboxGateway;
let site: Server;
let siteUrl: string;
/** How the fake site answers each callback, in turn; then 200. */
let answers: number[] = [];
const received: { body: string; signature: string | undefined }[] = [];

beforeAll(async () => {
  site = createServer((request, response) => {
    let body = '';
    request.on('data', (c) => (body += c));
    request.on('end', () => {
      received.push({ body, signature: request.headers[SIGNATURE_HEADER] as string | undefined });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  gateway = await startSandboxGateway({
    secret: SECRET,
    merchantId: 'm1',
    retryDelaysMs: [20, 40, 80],
    random: () => 0.5,
  });
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => site.close(resolve));
});

function order(amount: number, orderId = String(Math.floor(Math.random() * 1e9))) {
  return {
    merchantId: 'm1',
    orderId,
    amount,
    currency: 'USD',
    returnUrl: `${siteUrl}/depositv2?order=${orderId}`,
    notifyUrl: `${siteUrl}/notify`,
  };
}

function create(body: object, secret = SECRET) {
  const raw = JSON.stringify(body);
  return fetch(`${gateway.url}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw) },
    body: raw,
  });
}

describe('sandbox gateway', () => {
  it('refuses unsigned orders and other merchants; one order id is one order', async () => {
    expect((await create(order(100), 'wrong-secret-0123456789')).status).toBe(401);
    expect((await create({ ...order(100), merchantId: 'm2' })).status).toBe(403);
    expect((await create({ ...order(100), amount: -1 })).status).toBe(400);
    const body = order(2_500);
    const first = await create(body);
    expect(first.status).toBe(201);
    const again = await create(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect((await create({ ...body, amount: 2_600 })).status).toBe(409);
  });

  it('resends a signed callback with backoff until the site answers 2xx', async () => {
    answers = [500, 503];
    received.length = 0;
    const { paymentUrl } = (await (await create(order(4_200))).json()) as { paymentUrl: string };
    const pay = await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    await until(() => received.length >= 3, 2000, 'three callbacks');
    expect(received).toHaveLength(3);
    for (const r of received) expect(signatureMatches(SECRET, r.body, r.signature)).toBe(true);
    expect(JSON.parse(received[2]!.body)).toMatchObject({ amount: 4_200, status: 'paid' });
    await new Promise((r) => setTimeout(r, 150));
    expect(received).toHaveLength(3);
  });

  it('answers 503 at the configured failure rate', async () => {
    const flaky = await startSandboxGateway({
      secret: SECRET,
      merchantId: 'm1',
      failureRate: 1,
    });
    try {
      const raw = JSON.stringify(order(100));
      const res = await fetch(`${flaky.url}/orders`, {
        method: 'POST',
        headers: { [SIGNATURE_HEADER]: signBody(SECRET, raw) },
        body: raw,
      });
      expect(res.status).toBe(503);
    } finally {
      await flaky.close();
    }
  });

  it('shows nothing for an unknown order', async () => {
    expect((await fetch(`${gateway.url}/checkout/SBXNOPE`)).status).toBe(404);
  });

  it('fails to start with EADDRINUSE when its port is taken, for its caller to report', async () => {
    const port = Number(new URL(gateway.url).port);
    await expect(startSandboxGateway({ secret: SECRET, merchantId: 'm1', port })).rejects.toThrow(
      expect.objectContaining({ code: 'EADDRINUSE' }),
    );
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });
});
