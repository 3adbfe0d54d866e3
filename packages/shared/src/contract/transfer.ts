import { z } from 'zod';
import { epochMs, pageQuerySchema } from './envelope.js';
import { idempotencyKeySchema, minorAmountSchema } from './ledger.js';

/**
 * Transfer to downline (DOMAIN "Money"): an agent (types 1, 2, 41, 42) moves money from its
 * wallet to a direct or indirect downline's wallet, with the payment password.
 */

/** POST /wps/agent/transfer (encrypted). The same idempotency key answers the same transfer. */
export const transferRequestSchema = z.object({
  /** The downline's account name, matched whatever its case. */
  toAccount: z.string().trim().min(1).max(64),
  amount: minorAmountSchema,
  paymentPassword: z.string().min(1).max(32),
  idempotencyKey: idempotencyKeySchema,
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const transferResultSchema = z.object({
  transactionId: z.number().int(),
  toAccount: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** The sender's balance right after this transfer. */
  balance: z.number().int(),
  createdAt: epochMs,
});
export type TransferResult = z.infer<typeof transferResultSchema>;

/** GET /wps/agent/downlines?query — accounts under the agent whose name contains `query`. */
export const downlineQuerySchema = pageQuerySchema.extend({
  query: z.string().trim().max(64).optional(),
});
export type DownlineQuery = z.infer<typeof downlineQuerySchema>;

export const downlineSchema = z.object({
  account: z.string(),
  /** 1 for a direct downline, 2 for theirs, and so on. */
  depth: z.number().int(),
});
export type Downline = z.infer<typeof downlineSchema>;
