import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The wallet protocol game vendors speak with Sorteo (docs/games.md, "Seamless wallet"):
 * `POST /wps/vendors/{vendor}/wallet/{call}` with a JSON body that carries `requestTime`
 * (milliseconds since the epoch), signed with HMAC-SHA256 over the exact bytes of the body
 * with the vendor's secret, hex, in this header. Answers use the site's envelope. Amounts
 * are whole minor units of the player's currency.
 */
export const VENDOR_SIGNATURE_HEADER = 'x-vendor-signature';
/** A call whose `requestTime` is further than this from Sorteo's clock is refused. */
export const MAX_REQUEST_AGE_MS = 5 * 60_000;

export function signVendorBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** Compares in constant time, so the answer's timing says nothing about the right value. */
export function vendorSignatureMatches(secret: string, body: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(
    Buffer.from(signVendorBody(secret, body), 'hex'),
    Buffer.from(given, 'hex'),
  );
}

const requestTime = z.number().int().positive();
const token = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'a token');
const transactionId = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'a transaction id');
const roundId = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'a round id');
const gameCode = z.string().min(1).max(64);
const currency = z.string().regex(/^[A-Z]{3,8}$/, 'a currency code');
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Sorteo's id of the player, as `authenticate` answered it. */
const playerId = z.string().regex(/^[1-9][0-9]{0,9}$/, 'a player id');

export const authenticateCallSchema = z.object({ requestTime, launchToken: token });
export const balanceCallSchema = z.object({ requestTime, sessionToken: token });
export const betCallSchema = z.object({
  requestTime,
  sessionToken: token,
  transactionId,
  roundId,
  gameCode,
  amount: amount.refine((n) => n > 0, 'a bet moves money'),
  currency,
  roundClosed: z.boolean().default(false),
});
export const winCallSchema = z.object({
  requestTime,
  playerId,
  transactionId,
  betTransactionId: transactionId,
  roundId,
  gameCode,
  amount,
  currency,
  roundClosed: z.boolean().default(true),
});
export const rollbackCallSchema = z.object({
  requestTime,
  playerId,
  transactionId,
  betTransactionId: transactionId,
  roundId,
  gameCode,
  currency,
});
export type AuthenticateCall = z.infer<typeof authenticateCallSchema>;
export type BalanceCall = z.infer<typeof balanceCallSchema>;
export type BetCall = z.infer<typeof betCallSchema>;
export type WinCall = z.infer<typeof winCallSchema>;
export type RollbackCall = z.infer<typeof rollbackCallSchema>;

export const authenticateAnswerSchema = z.object({
  sessionToken: token,
  playerId,
  account: z.string(),
  currency,
  balance: z.number().int(),
  gameCode,
});
export type AuthenticateAnswer = z.infer<typeof authenticateAnswerSchema>;
export const balanceAnswerSchema = z.object({ balance: z.number().int(), currency });
export type BalanceAnswer = z.infer<typeof balanceAnswerSchema>;
/** The answer to a bet, win or rollback; a replay gets the first one again. */
export const moneyAnswerSchema = z.object({
  balance: z.number().int(),
  currency,
  transactionId,
});
export type MoneyAnswer = z.infer<typeof moneyAnswerSchema>;

export const walletCalls = {
  authenticate: { request: authenticateCallSchema, answer: authenticateAnswerSchema },
  balance: { request: balanceCallSchema, answer: balanceAnswerSchema },
  bet: { request: betCallSchema, answer: moneyAnswerSchema },
  win: { request: winCallSchema, answer: moneyAnswerSchema },
  rollback: { request: rollbackCallSchema, answer: moneyAnswerSchema },
} as const;
export type WalletCallName = keyof typeof walletCalls;
