import { z } from 'zod';
import { epochMs, pageQuerySchema, pageSchema } from './envelope.js';
import { transactionKindSchema, walletEntrySchema } from './ledger.js';

/**
 * The player's wallet: balance, account record, personal profit and loss, bonus details,
 * and the live socket that pushes balance changes (docs/realtime.md). Amounts are integer
 * minor units of `currency`; `currencyExponent` says where the decimal point goes.
 */

/** GET /wps/v2/wallets/balance */
export const walletBalanceSchema = z.object({
  sumBalance: z.number().int(),
  /** The merchant's currency; 'DEMO' for a trial account (with the merchant's exponent). */
  currency: z.string(),
  currencyExponent: z.number().int().min(0),
  wallets: z.array(z.object({ name: z.literal('main'), balance: z.number().int() })),
});
export type WalletBalanceView = z.infer<typeof walletBalanceSchema>;

/** The widest range a record or report may span, in days between `from` and `to`. */
export const RECORD_RANGE_MAX_DAYS = 90;
/** Without `from`, a range starts this many days before `to` (both days included: a week). */
export const RECORD_RANGE_DEFAULT_DAYS = 6;

/** A calendar day in the merchant's time zone. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-MM-dd')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'not a calendar date');

/** Whole days from one yyyy-MM-dd to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * `from` and `to` are days in the merchant's time zone, both included. Either may be left
 * out: `to` defaults to today, `from` to a week ending on `to`.
 */
export const dateRangeQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

/** Refuses a range that runs backwards or spans more than RECORD_RANGE_MAX_DAYS. */
export function checkDateRange(
  range: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!range.from || !range.to) return;
  const days = daysBetween(range.from, range.to);
  if (days < 0) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  } else if (days > RECORD_RANGE_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `at most ${RECORD_RANGE_MAX_DAYS} days after from`,
    });
  }
}

/** GET /wps/wallet/transactions — the account record (SPEC `transactionHistory`). */
export const walletRecordsQuerySchema = dateRangeQuerySchema
  .extend({ kind: transactionKindSchema.optional(), ...pageQuerySchema.shape })
  .superRefine(checkDateRange);
export type WalletRecordsQuery = z.infer<typeof walletRecordsQuerySchema>;

/** One movement of the player's wallet, newest first: the same shape operators see. */
export const walletRecordSchema = walletEntrySchema;
export type WalletRecord = z.infer<typeof walletRecordSchema>;

/** The range the answer covers, defaults filled in. */
export const resolvedRangeSchema = z.object({ from: z.string(), to: z.string() });

export const walletRecordsPageSchema = pageSchema(walletRecordSchema).extend({
  range: resolvedRangeSchema,
  currency: z.string(),
  currencyExponent: z.number().int(),
});
export type WalletRecordsPage = z.infer<typeof walletRecordsPageSchema>;

/** Periods a profit report groups by; weeks start on Monday. */
export const profitGroupings = ['day', 'week', 'month'] as const;
export const profitGroupingSchema = z.enum(profitGroupings);
export type ProfitGrouping = z.infer<typeof profitGroupingSchema>;

/** GET /wps/wallet/profit — personal profit and loss (SPEC `personalProfit`). */
export const profitQuerySchema = dateRangeQuerySchema
  .extend({ groupBy: profitGroupingSchema.default('day') })
  .superRefine(checkDateRange);
export type ProfitQuery = z.infer<typeof profitQuerySchema>;

/**
 * What moved through the wallet in a period, in minor units:
 * - deposits: credited deposits;
 * - withdrawals: withdrawals paid out in the period, for the amount held when requested (at
 *   most 90 days before the range); held amounts later refunded are not counted;
 * - bets: stakes placed, less stakes returned by a void;
 * - payouts: winnings credited;
 * - bonus, adjustments, transfers: net signed amounts;
 * - profit = payouts + bonus − bets (deposits, withdrawals, transfers and adjustments move
 *   money in or out, they are not won or lost).
 */
export const profitFiguresSchema = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  payouts: z.number().int(),
  bonus: z.number().int(),
  adjustments: z.number().int(),
  transfers: z.number().int(),
  profit: z.number().int(),
});
export type ProfitFigures = z.infer<typeof profitFiguresSchema>;

export const profitPeriodSchema = profitFiguresSchema.extend({
  /** First day of the period (yyyy-MM-dd, merchant time zone); every period of the range appears. */
  period: z.string(),
});
export type ProfitPeriod = z.infer<typeof profitPeriodSchema>;

export const profitReportSchema = z.object({
  range: resolvedRangeSchema,
  groupBy: profitGroupingSchema,
  currency: z.string(),
  currencyExponent: z.number().int(),
  /** Oldest first, with zeros for quiet periods so a chart has a continuous axis. */
  periods: z.array(profitPeriodSchema),
  totals: profitFiguresSchema,
});
export type ProfitReport = z.infer<typeof profitReportSchema>;

/** GET /wps/wallet/bonus — bonus details (SPEC `bonusDetails`). */
export const bonusQuerySchema = dateRangeQuerySchema
  .extend(pageQuerySchema.shape)
  .superRefine(checkDateRange);
export type BonusQuery = z.infer<typeof bonusQuerySchema>;

export const bonusRecordSchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  /** Signed: a bonus taken back is negative. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  /** The reason the operator gave. */
  memo: z.string().nullable(),
  createdAt: epochMs,
});
export type BonusRecord = z.infer<typeof bonusRecordSchema>;

export const bonusPageSchema = pageSchema(bonusRecordSchema).extend({
  range: resolvedRangeSchema,
  currency: z.string(),
  currencyExponent: z.number().int(),
  /** Over the whole range, not just the page. */
  totals: z.object({ count: z.number().int(), amount: z.number().int() }),
});
export type BonusPage = z.infer<typeof bonusPageSchema>;

/* ---- The live socket, /wps/ws (docs/realtime.md) ---- */

/** Close codes the server uses; 1001 means the server is going away (reconnect). */
export const SocketCloseCode = {
  /** A message that is not JSON of a known type, or anything but `auth` before `ready`. */
  BadMessage: 4000,
  /** The token names no live session. Do not retry with the same token. */
  AuthFailed: 4001,
  /** No `auth` message arrived in time. */
  AuthTimeout: 4002,
  /** The session ended (logout, password change, expiry). Do not retry with the same token. */
  SessionEnded: 4003,
} as const;
export type SocketCloseCode = (typeof SocketCloseCode)[keyof typeof SocketCloseCode];

/** Client → server. `auth` must be the first message; `merchant` defaults to the site's brand. */
export const socketClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    token: z.string().min(1).max(512),
    merchant: z.string().min(1).max(64).optional(),
  }),
  /** Application-level heartbeat for clients that cannot see protocol pings (browsers). */
  z.object({ type: z.literal('ping') }),
]);
export type SocketClientMessage = z.infer<typeof socketClientMessageSchema>;

export const socketReadySchema = z.object({ type: z.literal('ready') });
export const socketPongSchema = z.object({ type: z.literal('pong') });
/** The wallet's balance after a ledger transaction; the newest transactionId wins. */
export const socketBalanceSchema = z.object({
  type: z.literal('balance'),
  sumBalance: z.number().int(),
  currency: z.string(),
  transactionId: z.number().int(),
});
export type SocketBalanceMessage = z.infer<typeof socketBalanceSchema>;
