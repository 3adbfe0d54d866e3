import {
  ErrorCode,
  bankDepositRequestSchema,
  gatewayDepositRequestSchema,
  type DepositRequest,
  type GatewayDepositAnswer,
  type Page,
  type PageQuery,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError, notFound } from '../../lib/errors.js';
import { toMinor } from '../../lib/money.js';
import { toPage } from '../../lib/paging.js';
import { proofImage } from '../../lib/proof-image.js';
import type { Merchant } from '../merchants/index.js';
import { checkDepositLimits } from './deposit-limits.service.js';
import * as requests from './deposit-requests.repo.js';
import type { DepositRow, NewDeposit } from './deposit-requests.repo.js';
import { toDepositRequest } from './deposit-views.js';
import { openGatewayOrder, type GatewayDeps } from './gateway-orders.js';
import type { PaymentMethodRow } from './payment-methods.repo.js';
import { usableMethod } from './payment-methods.service.js';

/** Who deposits: the member, on the merchant whose currency and zone apply. */
export type Depositor = {
  merchant: Pick<Merchant, 'id' | 'currency' | 'time_zone'>;
  memberId: number;
};

export type DepositAnswer = DepositRequest | GatewayDepositAnswer;

/** Gateway orders older than the order lifetime that nobody paid are expired. */
export const expireUnpaid = (db: Db, merchantId: number, orderTtlMs: number, now: Date) =>
  requests.expireUnpaidOrders(db, merchantId, new Date(now.getTime() - orderTtlMs), now);

/** Same key again: the first request, unless it asked for something else. */
function replayOf(existing: DepositRow, methodId: number, amount: number): DepositRow {
  if (existing.method_id !== methodId || toMinor(existing.amount) !== amount) {
    throw new AppError(
      409,
      ErrorCode.IdempotencyConflict,
      'This idempotency key was already used for another deposit',
    );
  }
  return existing;
}

function checkBounds(method: PaymentMethodRow, amount: number): void {
  const min = toMinor(method.min_amount);
  const max = toMinor(method.max_amount);
  if (amount < min) {
    throw new AppError(400, ErrorCode.AmountBelowMinimum, `The minimum is ${min}`, {
      field: 'amount',
      min,
    });
  }
  if (amount > max) {
    throw new AppError(400, ErrorCode.AmountAboveMaximum, `The maximum is ${max}`, {
      field: 'amount',
      max,
    });
  }
}

/**
 * Records the request after checking the member's limits, in one transaction; answers the
 * request the key already names when another call with it got there first.
 */
async function record(
  db: Db,
  who: Depositor,
  row: NewDeposit,
  proof: ReturnType<typeof proofImage> | null,
  deps: Pick<GatewayDeps, 'orderTtlMs'>,
  now: Date,
): Promise<DepositRow> {
  const merchantId = who.merchant.id;
  await expireUnpaid(db, merchantId, deps.orderTtlMs, now);
  const id = await db.transaction().execute(async (trx) => {
    const owner = { merchantId, memberId: who.memberId, timeZone: who.merchant.time_zone };
    await checkDepositLimits(trx, owner, toMinor(row.amount), now);
    const inserted = await requests.insertDeposit(trx, row);
    if (inserted !== null && proof) {
      await requests.insertProof(trx, {
        deposit_id: inserted,
        content_type: proof.contentType,
        bytes: proof.bytes,
      });
    }
    return inserted;
  });
  const stored =
    id === null
      ? await requests.findByKey(db, merchantId, who.memberId, row.idempotency_key)
      : await requests.findDeposit(db, merchantId, id);
  return replayOf(stored!, row.method_id, toMinor(row.amount));
}

/**
 * A deposit request: for a bank transfer, a pending request an operator reviews (an
 * optional proof image, checked by its bytes); for a gateway, an order opened at the
 * gateway and the address of its payment page. No money moves here.
 */
export async function createDeposit(
  db: Db,
  who: Depositor,
  fields: Record<string, unknown>,
  proofBytes: Buffer | null,
  deps: GatewayDeps,
  now: Date,
): Promise<DepositAnswer> {
  const common = gatewayDepositRequestSchema.parse(fields);
  const merchantId = who.merchant.id;
  const earlier = await requests.findByKey(db, merchantId, who.memberId, common.idempotencyKey);
  if (earlier) return answerFor(db, replayOf(earlier, common.methodId, common.amount), deps, now);

  const method = await usableMethod(db, merchantId, common.methodId, deps.gateway?.code ?? null);
  const base = {
    merchant_id: merchantId,
    member_id: who.memberId,
    method_id: method.id,
    kind: method.kind,
    method_name: method.name,
    amount: common.amount,
    currency: who.merchant.currency,
    idempotency_key: common.idempotencyKey,
    created_at: now,
    updated_at: now,
  };
  if (method.kind === 'bank_transfer') {
    const input = bankDepositRequestSchema.parse(fields);
    const proof = proofBytes ? proofImage(proofBytes) : null;
    checkBounds(method, input.amount);
    const row = await record(
      db,
      who,
      {
        ...base,
        status: 'pending',
        payer_name: input.payerName,
        reference: input.reference || null,
      },
      proof,
      deps,
      now,
    );
    return toDepositRequest(row);
  }
  checkBounds(method, common.amount);
  const row = await record(
    db,
    who,
    { ...base, status: 'awaiting_payment', gateway_code: method.gateway_code },
    null,
    deps,
    now,
  );
  return answerFor(db, row, deps, now);
}

/** What a request answers: a bank transfer itself, a gateway order where to pay it. */
async function answerFor(
  db: Db,
  row: DepositRow,
  deps: GatewayDeps,
  now: Date,
): Promise<DepositAnswer> {
  if (row.kind === 'bank_transfer') return toDepositRequest(row);
  return openGatewayOrder(db, row, deps, now);
}

export async function memberDeposits(
  db: Db,
  who: Depositor,
  query: PageQuery,
  orderTtlMs: number,
  now: Date,
): Promise<Page<DepositRequest>> {
  const merchantId = who.merchant.id;
  await expireUnpaid(db, merchantId, orderTtlMs, now);
  const { total, rows } = await requests.pageDeposits(
    db,
    { merchantId, memberId: who.memberId },
    query,
  );
  return toPage(rows.map(toDepositRequest), total, query.pageNo, query.pageSize);
}

export async function memberDeposit(
  db: Db,
  who: Depositor,
  id: number,
  orderTtlMs: number,
  now: Date,
): Promise<DepositRequest> {
  const merchantId = who.merchant.id;
  await expireUnpaid(db, merchantId, orderTtlMs, now);
  const row = await requests.findDeposit(db, merchantId, id);
  if (!row || row.member_id !== who.memberId) throw notFound('Deposit request');
  return toDepositRequest(row);
}
