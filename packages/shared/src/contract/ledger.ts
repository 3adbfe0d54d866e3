import { z } from 'zod';

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
  'bet_place',
  'bet_settle',
  'bet_void',
  'demo_grant',
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
] as const;
export type HouseAccountKind = (typeof houseAccountKinds)[number];

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
