import type { GatewayCallback, GatewayOrder, GatewayOrderAnswer } from './gateway-protocol.js';

/** What the deposits service needs of a payment gateway. */
export interface PaymentGateway {
  readonly code: string;
  /** Opens an order; throws GatewayUnavailableError when the gateway does not take it. */
  createOrder(order: Omit<GatewayOrder, 'merchantId'>): Promise<GatewayOrderAnswer>;
  /**
   * The callback, once its signature is proved; null when the signature is wrong. A signed
   * body that is not a callback throws a 400.
   */
  verifyCallback(rawBody: string, signature: unknown): GatewayCallback | null;
}

/** The gateway refused, failed or did not answer in time; the reason is for the logs. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}
