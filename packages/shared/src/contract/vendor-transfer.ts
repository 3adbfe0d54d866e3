import { z } from 'zod';
import { epochMs, pageQuerySchema } from './envelope.js';
import { vendorCodeSchema as vendorCode } from './games.js';
import { idempotencyKeySchema, minorAmountSchema } from './ledger.js';

/**
 * The transfer wallet (docs/games.md, "Transfer wallet"): a member moves money between the
 * main wallet and a vendor that keeps players' money itself. Each move is an order:
 * `pending` while the vendor is asked, then `confirmed` or `failed`, or `unknown` when the
 * vendor's answer was lost, until its status query says which.
 */
export const transferDirections = ['to_vendor', 'from_vendor'] as const;
export type TransferDirection = (typeof transferDirections)[number];
export const transferOrderStatuses = ['pending', 'confirmed', 'failed', 'unknown'] as const;
export type TransferOrderStatus = (typeof transferOrderStatuses)[number];

/** POST /wps/game/transfer. The same `requestId` answers the same order. */
export const vendorTransferRequestSchema = z.object({
  vendor: vendorCode,
  direction: z.enum(transferDirections),
  amount: minorAmountSchema,
  requestId: idempotencyKeySchema,
});
export type VendorTransferRequest = z.infer<typeof vendorTransferRequestSchema>;

export const transferOrderSchema = z.object({
  orderRef: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  direction: z.enum(transferDirections),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(transferOrderStatuses),
  /** Why the vendor refused it (`INSUFFICIENT_FUNDS` at the vendor, say). */
  failureCode: z.string().nullable(),
  createdAt: epochMs,
  resolvedAt: epochMs.nullable(),
});
export type TransferOrder = z.infer<typeof transferOrderSchema>;

/** The order, with the main wallet's balance after it and the vendor's when it answered. */
export const vendorTransferAnswerSchema = transferOrderSchema.extend({
  balance: z.number().int(),
  vendorBalance: z.number().int().nullable(),
});
export type VendorTransferAnswer = z.infer<typeof vendorTransferAnswerSchema>;

/** GET /wps/game/transfers: the member's orders, newest first. */
export const transferOrdersQuerySchema = pageQuerySchema.extend({ vendor: vendorCode.optional() });
export type TransferOrdersQuery = z.input<typeof transferOrdersQuerySchema>;
export const transferOrdersSchema = z.object({
  list: z.array(transferOrderSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TransferOrders = z.infer<typeof transferOrdersSchema>;

/**
 * GET /wps/game/wallets: the consolidated balance, the main wallet and each transfer-wallet
 * vendor the merchant lists. `balance` is null while the vendor cannot be asked; `inTransit`
 * is money of orders not resolved yet, neither here nor there.
 */
export const vendorWalletSchema = z.object({
  vendor: z.string(),
  vendorName: z.string(),
  balance: z.number().int().nullable(),
  inTransit: z.number().int(),
  maintenance: z.boolean(),
});
export type VendorWallet = z.infer<typeof vendorWalletSchema>;
export const consolidatedWalletsSchema = z.object({
  currency: z.string(),
  main: z.number().int(),
  vendors: z.array(vendorWalletSchema),
  /** Main plus every vendor balance known, plus money in transit. */
  total: z.number().int(),
});
export type ConsolidatedWallets = z.infer<typeof consolidatedWalletsSchema>;
