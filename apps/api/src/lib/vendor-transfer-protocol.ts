import { z } from 'zod';

/**
 * The transfer-wallet protocol Sorteo speaks with a vendor that keeps players' money itself
 * (docs/games.md, "Transfer wallet"): `POST {vendor api}/transfer/{call}` with a JSON body
 * that carries `requestTime`, signed like the seamless wallet (`x-vendor-signature`,
 * HMAC-SHA256 of the exact body); the vendor signs its answer's body the same way. Amounts
 * are whole minor units. A vendor refuses an order whose `requestTime` is over 5 minutes
 * old, so an order it has not seen by then never will be.
 */
const requestTime = z.number().int().positive();
const playerId = z.string().regex(/^[1-9][0-9]{0,9}$/, 'a player id');
const currency = z.string().regex(/^[A-Z]{3,8}$/, 'a currency code');
const orderId = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'an order id');
const amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const transferLaunchCallSchema = z.object({
  requestTime,
  playerId,
  currency,
  gameCode: z.string().min(1).max(64),
  language: z.string().min(2).max(8),
});
export const transferMoneyCallSchema = z.object({
  requestTime,
  orderId,
  playerId,
  currency,
  amount,
});
export const transferStatusCallSchema = z.object({ requestTime, orderId });
export const transferBalanceCallSchema = z.object({ requestTime, playerId, currency });

export type TransferLaunchCall = z.infer<typeof transferLaunchCallSchema>;
export type TransferMoneyCall = z.infer<typeof transferMoneyCallSchema>;
export type TransferStatusCall = z.infer<typeof transferStatusCallSchema>;
export type TransferBalanceCall = z.infer<typeof transferBalanceCallSchema>;

/**
 * Every answer: `ok` with the call's value, or a refusal with its code. A refusal of a
 * deposit or withdrawal is final: the order did not and will not happen.
 */
export const transferAnswerSchema = z.union([
  z.object({ ok: z.literal(true), value: z.record(z.string(), z.unknown()) }),
  z.object({ ok: z.literal(false), code: z.string().min(1).max(64) }),
]);
export type TransferAnswer = z.infer<typeof transferAnswerSchema>;

export const transferLaunchValueSchema = z.object({ url: z.string().url() });
export const transferBalanceValueSchema = z.object({ balance: z.number().int().min(0) });
/** A deposit or withdrawal done: the player's balance at the vendor after it. */
export const transferMoneyValueSchema = z.object({ balance: z.number().int().min(0) });
/**
 * What became of an order: `done` (it moved the money), `failed` (refused, never will), or
 * `not_found` (never received; final once the order is over 5 minutes old).
 */
export const transferStatusValueSchema = z.object({
  state: z.enum(['done', 'failed', 'not_found']),
});

export const transferCalls = ['launch', 'deposit', 'withdraw', 'status', 'balance'] as const;
export type TransferCallName = (typeof transferCalls)[number];

/** Refusal codes of the protocol that Sorteo tells apart. */
export const TRANSFER_INSUFFICIENT_FUNDS = 'INSUFFICIENT_FUNDS';
