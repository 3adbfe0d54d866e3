import { randomBytes } from 'node:crypto';
import type { GatewayOrder } from '../gateway-protocol.js';

export type SandboxOrder = GatewayOrder & {
  gatewayOrderId: string;
  status: 'open' | 'paid' | 'failed';
  paidAt: string | null;
  /** Callback attempts made, and whether one was answered with a 2xx. */
  attempts: number;
  delivered: boolean;
};

/** Amounts that behave like a real processor's failures (docs/payments.md). */
export const magicAmounts = {
  /** Declined at checkout: amounts ending in 13. */
  declined: (amount: number) => amount % 100 === 13,
  /** Creating the order never answers (the site's timeout must fire): amounts ending in 504. */
  hangs: (amount: number) => amount % 1000 === 504,
  /** Creating the order answers 503: amounts ending in 503. */
  unavailable: (amount: number) => amount % 1000 === 503,
};

/** Orders in memory; one merchant order id is one gateway order however often it is sent. */
export function sandboxOrders() {
  const byId = new Map<string, SandboxOrder>();
  const byMerchantOrder = new Map<string, SandboxOrder>();
  const merchantKey = (o: Pick<GatewayOrder, 'merchantId' | 'orderId'>) =>
    `${o.merchantId}\u0000${o.orderId}`;

  return {
    get: (gatewayOrderId: string) => byId.get(gatewayOrderId),
    forMerchantOrder: (order: Pick<GatewayOrder, 'merchantId' | 'orderId'>) =>
      byMerchantOrder.get(merchantKey(order)),
    open(order: GatewayOrder): SandboxOrder {
      const stored: SandboxOrder = {
        ...order,
        gatewayOrderId: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
        status: 'open',
        paidAt: null,
        attempts: 0,
        delivered: false,
      };
      byId.set(stored.gatewayOrderId, stored);
      byMerchantOrder.set(merchantKey(order), stored);
      return stored;
    },
    all: () => [...byId.values()],
  };
}
export type SandboxOrders = ReturnType<typeof sandboxOrders>;
