import { ErrorCode } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/errors.js';
import { toMinor } from '../../lib/money.js';
import { announceCommitted } from '../ledger/index.js';
import { creditDeposit } from './deposit-credit.js';
import { lockDeposit, updateDeposit } from './deposit-requests.repo.js';
import type { GatewayCallback } from './gateway-protocol.js';

const mismatch = (field: string) =>
  new AppError(400, ErrorCode.ValidationFailed, `${field} does not match the order`, { field });

/** States a paid callback may still credit: the money reached the gateway whatever we thought. */
const creditable = new Set(['awaiting_payment', 'expired', 'failed']);

/**
 * Applies a verified callback to its order. Paid: credits the wallet once (the ledger key
 * is the request's) and marks it paid; a repeat changes nothing. Failed: marks an unpaid
 * order failed; it never undoes a payment. An order of another gateway, or a callback whose
 * amount or currency is not the order's, changes nothing.
 */
export async function applyGatewayCallback(
  db: Db,
  gatewayCode: string,
  callback: GatewayCallback,
  now: Date,
): Promise<{ status: string }> {
  const id = /^\d{1,15}$/.test(callback.orderId) ? Number(callback.orderId) : null;
  const outcome = await db.transaction().execute(async (trx) => {
    const row = id === null ? undefined : await lockDeposit(trx, id);
    if (!row || row.gateway_code !== gatewayCode) throw notFound('Order');
    if (row.gateway_order_id && row.gateway_order_id !== callback.gatewayOrderId) {
      throw mismatch('gatewayOrderId');
    }
    if (toMinor(row.amount) !== callback.amount) throw mismatch('amount');
    if (row.currency !== callback.currency) throw mismatch('currency');

    if (callback.status === 'paid' && creditable.has(row.status)) {
      const credit = await creditDeposit(trx, row);
      await updateDeposit(trx, id!, {
        status: 'paid',
        gateway_order_id: callback.gatewayOrderId,
        ledger_transaction_id: credit.transactionId,
        failure_reason: null,
        completed_at: now,
        updated_at: now,
      });
      return { status: 'paid', credit, merchantId: row.merchant_id };
    }
    if (callback.status === 'failed' && row.status === 'awaiting_payment') {
      await updateDeposit(trx, id!, {
        status: 'failed',
        gateway_order_id: callback.gatewayOrderId,
        failure_reason: 'declined',
        completed_at: now,
        updated_at: now,
      });
      return { status: 'failed', credit: null, merchantId: row.merchant_id };
    }
    return { status: row.status, credit: null, merchantId: row.merchant_id };
  });
  const { credit } = outcome;
  if (credit && !credit.replayed) {
    announceCommitted({
      merchantId: outcome.merchantId,
      transactionId: credit.transactionId,
      wallets: credit.wallets,
    });
  }
  return { status: outcome.status };
}
