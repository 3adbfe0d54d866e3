import { z } from 'zod';
import { epochMs, pageSchema } from './envelope.js';

/**
 * What a ledger transaction did. The account record shows it per movement of the
 * player's wallet, with the sign of the amount telling the direction.
 */
export const transactionKinds = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_refund',
  'transfer',
  'adjustment',
  'bonus',
  'commission',
  'bet_place',
  'bet_settle',
  'bet_void',
  'demo_grant',
  'vendor_bet',
  'vendor_win',
  'vendor_rollback',
  'vendor_transfer',
  'salary',
  'dividend',
] as const;
export const transactionKindSchema = z.enum(transactionKinds);
export type TransactionKind = z.infer<typeof transactionKindSchema>;

/** Ledger accounts the merchant owns, one per currency (DOMAIN "Money"). */
export const houseAccountKinds = [
  'house:bets',
  'house:payouts',
  'house:bonus',
  'clearing:deposits',
  'clearing:withdrawals',
  'hold:withdrawals',
  'expense:commission',
  'demo:issuer',
  'hold:vendor-transfer',
  'expense:salary',
  'expense:dividend',
] as const;
/** A game vendor's house account: what its games won from players, less what they paid. */
export type VendorHouseKind = `house:vendor:${string}`;
export type HouseAccountKind = (typeof houseAccountKinds)[number] | VendorHouseKind;
/** `house:vendor:<code>` of a vendor code (capitals, digits and _). */
export const vendorHouse = (vendorCode: string): VendorHouseKind => `house:vendor:${vendorCode}`;
export const VENDOR_HOUSE_PATTERN = /^house:vendor:[A-Z][A-Z0-9_]{1,19}$/;

/** The currency of trial (free play) balances: never mixes with real money. */
export const DEMO_CURRENCY = 'DEMO';

/**
 * An idempotency key as clients send it (`Idempotency-Key` header or `idempotencyKey`
 * field): 8–64 characters of letters, digits, `-`, `_`, `:`.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_:-]{8,64}$/, 'idempotency key: 8-64 of A-Z a-z 0-9 _ : -');

/** A positive amount in minor units of the merchant's currency. */
export const minorAmountSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** One movement of a wallet (signed amount, balance after), newest first. */
export const walletEntrySchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  kind: transactionKindSchema,
  /** Signed minor units: positive entered the wallet. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  memo: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: epochMs,
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** `GET /admin/members/:account/wallet`: the balance and a page of the latest movements. */
export const adminWalletSchema = z.object({
  account: z.string(),
  currency: z.string(),
  exponent: z.number().int(),
  balance: z.number().int(),
  entries: pageSchema(walletEntrySchema),
});
export type AdminWallet = z.infer<typeof adminWalletSchema>;

/** `commission` pays an agent from `expense:commission`: the agent centre's income. */
export const adjustmentKinds = ['adjustment', 'bonus', 'commission'] as const;

/**
 * `POST /admin/members/:account/adjustments`: a signed, non-zero amount in minor units
 * (positive credits the wallet), the reason recorded in the audit log and the entry memo.
 */
export const adjustmentRequestSchema = z.object({
  amount: z
    .number()
    .int()
    .min(-Number.MAX_SAFE_INTEGER)
    .max(Number.MAX_SAFE_INTEGER)
    .refine((n) => n !== 0, 'must not be zero'),
  reason: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine((s) => !s.includes('\u0000'), 'must not contain NUL'),
  idempotencyKey: idempotencyKeySchema,
  kind: z.enum(adjustmentKinds).default('adjustment'),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

export const adjustmentResultSchema = z.object({
  transactionId: z.number().int(),
  /** True when this key had already been applied: nothing moved this time. */
  replayed: z.boolean(),
  account: z.string(),
  kind: z.enum(adjustmentKinds),
  amount: z.number().int(),
  currency: z.string(),
  exponent: z.number().int(),
  balance: z.number().int(),
});
export type AdjustmentResult = z.infer<typeof adjustmentResultSchema>;
