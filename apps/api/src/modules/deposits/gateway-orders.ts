import { ErrorCode, type GatewayDepositAnswer } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { toMinor } from '../../lib/money.js';
import type { DepositRow } from './deposit-requests.repo.js';
import { failUnpaidOrder, updateDeposit } from './deposit-requests.repo.js';
import { GatewayUnavailableError, type PaymentGateway } from './payment-gateway.js';

export type GatewayDeps = {
  /** null: no gateway is configured. */
  gateway: PaymentGateway | null;
  orderTtlMs: number;
  /** The site's origin, for the gateway's return and notify addresses. */
  origin: string;
  /** Hears why the gateway did not open an order; the player only learns that it did not. */
  onGatewayError?: (error: Error) => void;
};

export const GATEWAY_UNAVAILABLE = 'gateway_unavailable';

const unavailable = () =>
  new AppError(502, ErrorCode.GatewayUnavailable, 'The payment gateway is not answering');

/** Where the gateway sends the player back: the deposit page, showing this request. */
export const returnUrl = (origin: string, id: number) => `${origin}/depositv2?order=${id}`;
export const notifyUrl = (origin: string, code: string) =>
  `${origin}/wps/payments/callback/${encodeURIComponent(code)}`;

/**
 * Opens the request's order at the gateway, or answers the one already opened. A gateway
 * that fails or does not answer in time leaves the request failed, never waiting, and the
 * player gets a 502 (the same key answers it again). The gateway takes the same order id
 * twice as one order, so two racing calls with one key still make one order.
 */
export async function openGatewayOrder(
  db: Db,
  row: DepositRow,
  deps: GatewayDeps,
  now: Date,
): Promise<GatewayDepositAnswer> {
  const id = Number(row.id);
  const back = { requestId: id, redirectUrl: returnUrl(deps.origin, id) };
  if (row.status === 'failed' && row.failure_reason === GATEWAY_UNAVAILABLE) throw unavailable();
  if (row.status !== 'awaiting_payment') return back;
  if (row.payment_url) return { requestId: id, redirectUrl: row.payment_url };

  const { gateway } = deps;
  try {
    if (!gateway || gateway.code !== row.gateway_code) {
      throw new GatewayUnavailableError(`gateway ${row.gateway_code} is not configured`);
    }
    const order = await gateway.createOrder({
      orderId: String(id),
      amount: toMinor(row.amount),
      currency: row.currency,
      returnUrl: back.redirectUrl,
      notifyUrl: notifyUrl(deps.origin, gateway.code),
    });
    await updateDeposit(db, id, {
      gateway_order_id: order.gatewayOrderId,
      payment_url: order.paymentUrl,
      updated_at: now,
    });
    return { requestId: id, redirectUrl: order.paymentUrl };
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    deps.onGatewayError?.(error);
    await failUnpaidOrder(db, id, {
      status: 'failed',
      failure_reason: GATEWAY_UNAVAILABLE,
      completed_at: now,
      updated_at: now,
    });
    throw unavailable();
  }
}
