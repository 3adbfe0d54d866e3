import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  vendorHouse,
  type ConsolidatedWallets,
  type TransferOrder,
  type TransferOrders,
  type TransferOrdersQuery,
  type VendorTransferAnswer,
  type VendorTransferRequest,
} from '@sorteo/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { MAX_REQUEST_AGE_MS } from '../../lib/vendor-protocol.js';
import {
  transferBalanceValueSchema,
  transferMoneyValueSchema,
  transferStatusValueSchema,
} from '../../lib/vendor-transfer-protocol.js';
import { catalogueOf, findVendor, vendorLink, type GameCatalogue } from '../games/index.js';
import {
  announceCommitted,
  committedOrThrow,
  postWithin,
  walletBalance,
  type Leg,
  type Ledger,
} from '../ledger/index.js';
import type { Merchant } from '../merchants/index.js';
import { callTransferVendor, type TransferLink, type TransferReply } from './transfer-client.js';
import * as repo from './transfer-orders.repo.js';

export type TransferDeps = {
  db: Db;
  ledger: Ledger;
  config: Config;
  catalogue: GameCatalogue;
  now: () => Date;
};

type Member = { memberId: number; account: string };

const fieldError = (field: string, message: string) =>
  new AppError(400, ErrorCode.ValidationFailed, `${field}: ${message}`, {
    field,
    issues: [{ field, rule: 'transfer', message }],
  });

/** How Sorteo reaches a transfer-wallet vendor, or null when this installation cannot. */
export function transferLinkOf(
  config: Config,
  vendor: { code: string; api_url: string | null },
): TransferLink | null {
  const { url, secret } = vendorLink(config, vendor);
  if (!url || !secret) return null;
  return { code: vendor.code, url, secret, timeoutMs: config.vendors.timeoutMs };
}

/** A transfer-wallet vendor the merchant lists, reachable and not in maintenance. */
async function transferVendorOf(deps: TransferDeps, merchant: Merchant, code: string) {
  const listed = await catalogueOf(deps.catalogue, merchant);
  const vendor = listed.vendors.find((v) => v.code === code);
  if (!vendor || vendor.wallet_kind !== 'transfer') {
    throw fieldError('vendor', 'not a transfer-wallet vendor of this site');
  }
  if (vendor.status === 'maintenance') {
    throw new AppError(409, ErrorCode.VendorMaintenance, 'The vendor is in maintenance');
  }
  const record = await findVendor(deps.db, code);
  const link = record ? transferLinkOf(deps.config, record) : null;
  if (!link) throw new AppError(503, ErrorCode.VendorUnavailable, 'The vendor cannot be reached');
  return { name: vendor.name, link };
}

const epoch = (d: Date | null) => (d ? d.getTime() : null);

function orderView(row: repo.TransferOrderRow, vendorName: string): TransferOrder {
  return {
    orderRef: row.order_ref,
    vendor: row.vendor_code,
    vendorName,
    direction: row.direction,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    failureCode: row.failure_code,
    createdAt: row.created_at.getTime(),
    resolvedAt: epoch(row.resolved_at),
  };
}

/**
 * The money a resolution moves (docs/games.md, "Transfer wallet"): money on its way out
 * leaves the hold for the vendor's house account, or goes back to the wallet; money coming
 * in leaves the vendor's house account for the wallet, or never moved.
 */
export function resolutionLegs(
  order: { direction: 'to_vendor' | 'from_vendor'; member_id: number; vendor_code: string },
  status: 'confirmed' | 'failed',
  amount: number,
): Leg[] | null {
  const house = { house: vendorHouse(order.vendor_code) };
  const wallet = { wallet: order.member_id };
  const hold = { house: 'hold:vendor-transfer' as const };
  if (order.direction === 'to_vendor') {
    return status === 'confirmed'
      ? [
          { account: hold, amount: -amount },
          { account: house, amount },
        ]
      : [
          { account: hold, amount: -amount },
          { account: wallet, amount },
        ];
  }
  return status === 'confirmed'
    ? [
        { account: house, amount: -amount },
        { account: wallet, amount },
      ]
    : null;
}

export type Resolution = {
  status: 'confirmed' | 'failed';
  failureCode: string | null;
  vendorBalance: number | null;
};

/** A resolution's wallet move, to push to the member's screens once it has committed. */
export type Announcement = Parameters<typeof announceCommitted>[0];

/**
 * Resolves an open order once, with its money, in the caller's transaction: answers null
 * when it was resolved already (by the answer, the status query or the reconciliation),
 * else what to announce once committed (nothing when no money moved).
 */
export async function settleWithin(
  trx: Db,
  orderRef: string,
  to: Resolution,
  by: 'answer' | 'status-query' | 'reconciliation',
  at: Date,
): Promise<{ announce: Announcement | null } | null> {
  const order = await repo.resolveOrder(trx, orderRef, to, by, at);
  if (!order) return null;
  const legs = resolutionLegs(order, to.status, Number(order.amount));
  if (!legs) return { announce: null };
  const result = committedOrThrow(
    await postWithin(trx, {
      merchantId: order.merchant_id,
      currency: order.currency,
      key: `vendor-transfer:${order.order_ref}:${to.status}`,
      kind: 'vendor_transfer',
      legs,
      reference: `vendor-transfer:${order.order_ref}`,
    }),
  );
  if (result.replayed) return { announce: null };
  return {
    announce: {
      merchantId: order.merchant_id,
      transactionId: result.transactionId,
      wallets: result.wallets,
    },
  };
}

/** `settleWithin` in a transaction of its own, announced once committed. */
async function settleOrder(
  db: Db,
  orderRef: string,
  to: Resolution,
  by: 'answer' | 'status-query' | 'reconciliation',
  at: Date,
): Promise<void> {
  const settled = await db.transaction().execute((trx) => settleWithin(trx, orderRef, to, by, at));
  if (settled?.announce) announceCommitted(settled.announce);
}

/** What the vendor's answer to a deposit or withdrawal makes of the order. */
function resolutionOf(reply: TransferReply<{ balance: number }>): Resolution | null {
  if (reply.kind === 'answered') {
    return { status: 'confirmed', failureCode: null, vendorBalance: reply.value.balance };
  }
  if (reply.kind === 'refused') {
    return { status: 'failed', failureCode: reply.code, vendorBalance: null };
  }
  return null;
}

/**
 * Moves money between the main wallet and a vendor's (docs/games.md, "Transfer wallet").
 * The order, and money going out with it to the hold, commit before the vendor is called;
 * the call is outside any transaction; its answer resolves the order, a lost answer leaves
 * it `unknown` for the status query. A repeated `requestId` answers the same order.
 */
export async function transfer(
  deps: TransferDeps,
  merchant: Merchant,
  member: Member,
  ask: VendorTransferRequest,
): Promise<VendorTransferAnswer> {
  const vendor = await transferVendorOf(deps, merchant, ask.vendor);
  const earlier = await repo.findOrderByRequest(deps.db, member.memberId, ask.requestId);
  if (earlier) return answerOf(deps, merchant, member, sameAsked(earlier, ask), vendor.name, null);

  const order: repo.NewTransferOrder = {
    orderRef: `TR${randomUUID().replaceAll('-', '')}`,
    requestId: ask.requestId,
    merchantId: merchant.id,
    memberId: member.memberId,
    vendorCode: ask.vendor,
    direction: ask.direction,
    amount: ask.amount,
    currency: merchant.currency,
  };
  const written = await writeOrder(deps, order);
  if (!written) {
    const other = await repo.findOrderByRequest(deps.db, member.memberId, ask.requestId);
    return answerOf(deps, merchant, member, sameAsked(other!, ask), vendor.name, null);
  }

  const reply = await callTransferVendor(
    vendor.link,
    ask.direction === 'to_vendor' ? 'deposit' : 'withdraw',
    {
      orderId: order.orderRef,
      playerId: String(member.memberId),
      currency: order.currency,
      amount: order.amount,
    },
    transferMoneyValueSchema,
  );
  const resolution = resolutionOf(reply);
  if (resolution) await settleOrder(deps.db, order.orderRef, resolution, 'answer', deps.now());
  else await repo.markUnknown(deps.db, order.orderRef);
  const row = (await repo.findOrder(deps.db, order.orderRef))!;
  return answerOf(deps, merchant, member, row, vendor.name, resolution?.vendorBalance ?? null);
}

/** A repeated request must ask the same; the order it made answers it. */
function sameAsked(row: repo.TransferOrderRow, ask: VendorTransferRequest): repo.TransferOrderRow {
  if (
    row.vendor_code !== ask.vendor ||
    row.direction !== ask.direction ||
    Number(row.amount) !== ask.amount
  ) {
    throw new AppError(409, ErrorCode.IdempotencyConflict, 'requestId used for another transfer');
  }
  return row;
}

/**
 * Writes the pending order; money going out moves to the hold in the same transaction, and
 * a wallet short of it is 409 with nothing written. False when the `requestId` was taken
 * meanwhile.
 */
async function writeOrder(deps: TransferDeps, order: repo.NewTransferOrder): Promise<boolean> {
  if (order.direction === 'from_vendor') {
    return (await repo.insertTransferOrder(deps.db, order)) !== null;
  }
  let written = false;
  const result = await deps.ledger
    .post(
      {
        merchantId: order.merchantId,
        currency: order.currency,
        key: `vendor-transfer:${order.orderRef}:out`,
        kind: 'vendor_transfer',
        legs: [
          { account: { wallet: order.memberId }, amount: -order.amount },
          { account: { house: 'hold:vendor-transfer' }, amount: order.amount },
        ],
        reference: `vendor-transfer:${order.orderRef}`,
      },
      {
        within: async (trx, r) => {
          if (r.status !== 'committed' || r.replayed) return;
          written = (await repo.insertTransferOrder(trx, order)) !== null;
          // Taken meanwhile: undo the hold with the order that was not written.
          if (!written) throw new RequestTaken();
        },
      },
    )
    .catch((error: unknown) => {
      if (error instanceof RequestTaken) return null;
      throw error;
    });
  if (result === null) return false;
  committedOrThrow(result);
  return written;
}

class RequestTaken extends Error {
  override name = 'RequestTaken';
}

async function answerOf(
  deps: TransferDeps,
  merchant: Merchant,
  member: Member,
  row: repo.TransferOrderRow,
  vendorName: string,
  vendorBalance: number | null,
): Promise<VendorTransferAnswer> {
  return {
    ...orderView(row, vendorName),
    balance: await walletBalance(deps.db, merchant.id, member.memberId, merchant.currency),
    vendorBalance:
      vendorBalance ?? (row.vendor_balance === null ? null : Number(row.vendor_balance)),
  };
}

export async function transferOrders(
  deps: TransferDeps,
  memberId: number,
  q: { vendor?: string | undefined; pageNo: number; pageSize: number },
): Promise<TransferOrders> {
  const { rows, total } = await repo.pageOrders(deps.db, memberId, q);
  return {
    list: rows.map((r) => orderView(r, r.vendor_name)),
    total,
    totalPages: Math.ceil(total / q.pageSize),
  };
}
export type { TransferOrdersQuery };

/**
 * The consolidated balance: the main wallet, and what each transfer-wallet vendor the
 * merchant lists holds for the member, asked of them all at once (null where one does not
 * answer in time), and the money of open orders.
 */
export async function consolidatedWallets(
  deps: TransferDeps,
  merchant: Merchant,
  memberId: number,
): Promise<ConsolidatedWallets> {
  const listed = await catalogueOf(deps.catalogue, merchant);
  const vendors = listed.vendors.filter((v) => v.wallet_kind === 'transfer');
  const [main, inTransit, balances] = await Promise.all([
    walletBalance(deps.db, merchant.id, memberId, merchant.currency),
    repo.inTransitOf(deps.db, memberId),
    Promise.all(
      vendors.map(async (v) => {
        const record = await findVendor(deps.db, v.code);
        const link = record ? transferLinkOf(deps.config, record) : null;
        if (!link || v.status === 'maintenance') return null;
        const reply = await callTransferVendor(
          link,
          'balance',
          { playerId: String(memberId), currency: merchant.currency },
          transferBalanceValueSchema,
        );
        return reply.kind === 'answered' ? reply.value.balance : null;
      }),
    ),
  ]);
  const wallets = vendors.map((v, i) => ({
    vendor: v.code,
    vendorName: v.name,
    balance: balances[i] ?? null,
    inTransit: inTransit.get(v.code) ?? 0,
    maintenance: v.status === 'maintenance',
  }));
  return {
    currency: merchant.currency,
    main,
    vendors: wallets,
    total: wallets.reduce((sum, w) => sum + (w.balance ?? 0) + w.inTransit, main),
  };
}

/** Orders are asked about once they are this old: younger ones may still be answered. */
export const ASK_AFTER_MS = 30_000;

/**
 * Asks the vendor what became of each open order old enough (the status query): answers
 * each order's resolution, or nothing where it cannot say yet. An order the vendor never
 * received is failed once it is older than the protocol's 5 minutes, after which the vendor
 * refuses it.
 */
export async function askOpenOrders(
  db: Db,
  config: Config,
  now: Date,
  limit = 100,
): Promise<{ orderRef: string; resolution: Resolution }[]> {
  const askAfter = Math.max(ASK_AFTER_MS, 2 * config.vendors.timeoutMs);
  const orders = await repo.openOrdersBefore(db, new Date(now.getTime() - askAfter), limit);
  const links = new Map<string, TransferLink | null>();
  const answered: { orderRef: string; resolution: Resolution }[] = [];
  for (const order of orders) {
    if (!links.has(order.vendor_code)) {
      const record = await findVendor(db, order.vendor_code);
      links.set(order.vendor_code, record ? transferLinkOf(config, record) : null);
    }
    const link = links.get(order.vendor_code);
    if (!link) continue;
    const reply = await callTransferVendor(
      link,
      'status',
      { orderId: order.order_ref },
      transferStatusValueSchema,
    );
    if (reply.kind !== 'answered') continue;
    const { state } = reply.value;
    const expired = now.getTime() - order.created_at.getTime() > MAX_REQUEST_AGE_MS + askAfter;
    if (state === 'done') {
      answered.push({
        orderRef: order.order_ref,
        resolution: { status: 'confirmed', failureCode: null, vendorBalance: null },
      });
    } else if (state === 'failed' || expired) {
      answered.push({
        orderRef: order.order_ref,
        resolution: {
          status: 'failed',
          failureCode: state === 'failed' ? 'VENDOR_REFUSED' : 'NOT_RECEIVED',
          vendorBalance: null,
        },
      });
    }
  }
  return answered;
}
