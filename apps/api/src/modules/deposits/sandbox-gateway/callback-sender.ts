import { SIGNATURE_HEADER, signBody, type GatewayCallback } from '../gateway-protocol.js';
import type { SandboxOrder } from './sandbox-orders.js';

export type CallbackSenderOptions = {
  secret: string;
  /** Waits between attempts; the last one given is the last retry. */
  retryDelaysMs: readonly number[];
  /** How long one attempt may take. */
  attemptTimeoutMs: number;
  log: (line: string) => void;
};

export function callbackBody(order: SandboxOrder): GatewayCallback {
  return {
    orderId: order.orderId,
    gatewayOrderId: order.gatewayOrderId,
    amount: order.amount,
    currency: order.currency,
    status: order.status === 'paid' ? 'paid' : 'failed',
    paidAt: order.paidAt,
  };
}

/**
 * Posts the signed result to the order's notifyUrl until the site answers with a 2xx,
 * waiting longer after each failure, as real gateways do.
 */
export function callbackSender(options: CallbackSenderOptions) {
  const timers = new Set<NodeJS.Timeout>();

  async function attempt(order: SandboxOrder): Promise<boolean> {
    const body = JSON.stringify(callbackBody(order));
    order.attempts += 1;
    try {
      const response = await fetch(order.notifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signBody(options.secret, body),
        },
        body,
        signal: AbortSignal.timeout(options.attemptTimeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) {
        order.delivered = true;
        return true;
      }
      options.log(`callback ${order.gatewayOrderId}: site answered ${response.status}`);
    } catch (error) {
      options.log(`callback ${order.gatewayOrderId}: ${(error as Error).message}`);
    }
    return false;
  }

  function retry(order: SandboxOrder, index: number): void {
    const delay = options.retryDelaysMs[index];
    if (delay === undefined) {
      options.log(`callback ${order.gatewayOrderId}: giving up after ${order.attempts} attempts`);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(order).then((ok) => ok || retry(order, index + 1));
    }, delay);
    timers.add(timer);
  }

  return {
    /** The first attempt is awaited (so the player returns to a site that knows); retries follow. */
    async deliver(order: SandboxOrder): Promise<void> {
      if (!(await attempt(order))) retry(order, 0);
    },
    stop(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
