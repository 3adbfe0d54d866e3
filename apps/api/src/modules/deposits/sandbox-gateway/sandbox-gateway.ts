import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from '../../../lib/sandbox-http.js';
import { gatewayOrderSchema, signatureMatches } from '../gateway-protocol.js';
import { callbackSender } from './callback-sender.js';
import { checkoutPage } from './checkout-page.js';
import { magicAmounts, sandboxOrders, type SandboxOrder } from './sandbox-orders.js';

export type SandboxGatewayOptions = {
  /** HMAC key shared with the site (PAYMENT_GATEWAY_SECRET). */
  secret: string;
  /** The merchant account orders must name (PAYMENT_GATEWAY_MERCHANT_ID). */
  merchantId: string;
  port?: number;
  host?: string;
  /** Origin of the checkout pages as the player's browser reaches them. */
  publicUrl?: string;
  /** Share of order creations answered 503 (0–1), like an unreliable processor. */
  failureRate?: number;
  retryDelaysMs?: readonly number[];
  attemptTimeoutMs?: number;
  random?: () => number;
  log?: (line: string) => void;
};

export type SandboxGateway = {
  /** Where the site sends orders (PAYMENT_GATEWAY_URL). */
  url: string;
  orders: ReturnType<typeof sandboxOrders>;
  close: () => Promise<void>;
};

const BODY_LIMIT = 64 * 1024;

const readRequest = (request: IncomingMessage) => readBody(request, BODY_LIMIT);
const json = (response: ServerResponse, status: number, value: unknown) =>
  sendJson(response, status, value);

/**
 * A payment gateway for demos and tests, speaking the protocol of gateway-protocol.ts:
 * signed orders in, a checkout page with Pay and Decline, signed callbacks out (resent
 * until the site answers 2xx). Orders live in memory. Its failures are real ones: see
 * `magicAmounts` and `failureRate`.
 */
export async function startSandboxGateway(options: SandboxGatewayOptions): Promise<SandboxGateway> {
  const orders = sandboxOrders();
  const random = options.random ?? Math.random;
  const log = options.log ?? (() => {});
  const sender = callbackSender({
    secret: options.secret,
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 2_000, 5_000, 15_000, 60_000, 300_000],
    attemptTimeoutMs: options.attemptTimeoutMs ?? 5_000,
    log,
  });
  const hanging = new Set<ServerResponse>();
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';

  async function createOrder(request: IncomingMessage, response: ServerResponse) {
    const raw = await readRequest(request);
    if (!signatureMatches(options.secret, raw, request.headers['x-gateway-signature'])) {
      return json(response, 401, { error: 'bad signature' });
    }
    let parsed;
    try {
      parsed = gatewayOrderSchema.safeParse(JSON.parse(raw));
    } catch {
      return json(response, 400, { error: 'not JSON' });
    }
    if (!parsed.success) return json(response, 400, { error: parsed.error.message });
    const order = parsed.data;
    if (order.merchantId !== options.merchantId) {
      return json(response, 403, { error: 'unknown merchant' });
    }
    if (magicAmounts.hangs(order.amount)) {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (magicAmounts.unavailable(order.amount) || random() < (options.failureRate ?? 0)) {
      return json(response, 503, { error: 'temporarily unavailable' });
    }
    const existing = orders.forMerchantOrder(order);
    if (existing && (existing.amount !== order.amount || existing.currency !== order.currency)) {
      return json(response, 409, { error: 'order id already used for another amount' });
    }
    const stored = existing ?? orders.open(order);
    json(response, existing ? 200 : 201, {
      gatewayOrderId: stored.gatewayOrderId,
      paymentUrl: `${publicUrl}/checkout/${stored.gatewayOrderId}`,
    });
  }

  async function finish(order: SandboxOrder, paid: boolean, response: ServerResponse) {
    if (order.status === 'open') {
      const declined = !paid || magicAmounts.declined(order.amount);
      order.status = declined ? 'failed' : 'paid';
      order.paidAt = declined ? null : new Date().toISOString();
      await sender.deliver(order);
    }
    response.writeHead(303, { location: order.returnUrl });
    response.end();
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const parts = url.pathname.split('/').filter(Boolean);
    if (request.method === 'GET' && url.pathname === '/healthz') return json(response, 200, 'ok');
    if (request.method === 'POST' && url.pathname === '/orders') {
      return createOrder(request, response);
    }
    const order = parts[0] === 'checkout' && parts[1] ? orders.get(parts[1]) : undefined;
    if (order && request.method === 'GET' && parts.length === 2) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'cache-control': 'no-store',
      });
      return response.end(checkoutPage(order));
    }
    if (order && request.method === 'POST' && parts.length === 3) {
      if (parts[2] === 'pay') return finish(order, true, response);
      if (parts[2] === 'decline') return finish(order, false, response);
    }
    json(response, 404, { error: 'not found' });
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      log(`sandbox gateway: ${(error as Error).message}`);
      if (!response.headersSent) json(response, 500, { error: 'internal' });
      else response.end();
    });
  });
  // A taken port rejects (EADDRINUSE) instead of crashing the process from an 'error' event.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  publicUrl ||= url;

  return {
    url,
    orders,
    close: async () => {
      sender.stop();
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
