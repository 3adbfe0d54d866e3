import { z } from 'zod';

/**
 * A vendor's report for the daily reconciliation (docs/games.md, "Reconciliation"):
 * `GET {vendor api}/report/{vendor}?from={ms}&to={ms}`, its body signed like every vendor
 * answer (`x-vendor-signature`). A seamless-wallet vendor reports the rounds it opened in the
 * range as its own book has them; a transfer-wallet vendor the transfer orders it received.
 */
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const reportedRoundSchema = z.object({
  roundId: z.string().min(1).max(64),
  playerId: z.string().regex(/^[1-9][0-9]{0,9}$/),
  gameCode: z.string().min(1).max(64),
  stake: amount,
  win: amount,
  refunded: amount,
  at: z.number().int(),
});
export type ReportedRound = z.infer<typeof reportedRoundSchema>;

export const reportedOrderSchema = z.object({
  orderId: z.string().min(1).max(64),
  playerId: z.string().regex(/^[1-9][0-9]{0,9}$/),
  kind: z.enum(['deposit', 'withdraw']),
  amount,
  state: z.enum(['done', 'failed']),
  at: z.number().int(),
});
export type ReportedOrder = z.infer<typeof reportedOrderSchema>;

export const vendorReportSchema = z.object({
  rounds: z.array(reportedRoundSchema).default([]),
  orders: z.array(reportedOrderSchema).default([]),
});
export type VendorReport = z.infer<typeof vendorReportSchema>;
