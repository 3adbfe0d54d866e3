import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The one HTTP protocol Sorteo speaks with payment gateways (docs/payments.md). Both
 * directions carry JSON signed with HMAC-SHA256 over the exact bytes of the body, hex, in
 * this header.
 */
export const SIGNATURE_HEADER = 'x-gateway-signature';

export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** Compares in constant time, so the answer's timing says nothing about the right value. */
export function signatureMatches(secret: string, body: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signBody(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** `POST {gateway}/orders`: opens an order the player pays on the gateway's page. */
export const gatewayOrderSchema = z.object({
  merchantId: z.string().min(1),
  /** Ours: the deposit request id. */
  orderId: z.string().min(1).max(64),
  amount: z.number().int().positive(),
  currency: z.string().min(1).max(8),
  /** Where the gateway sends the browser afterwards. */
  returnUrl: z.url(),
  /** Where the gateway posts the result (signed callback). */
  notifyUrl: z.url(),
});
export type GatewayOrder = z.infer<typeof gatewayOrderSchema>;

export const gatewayOrderAnswerSchema = z.object({
  gatewayOrderId: z.string().min(1).max(128),
  paymentUrl: z.url(),
});
export type GatewayOrderAnswer = z.infer<typeof gatewayOrderAnswerSchema>;

/** `POST {notifyUrl}`: the result of an order; sent again until answered with a 2xx. */
export const gatewayCallbackSchema = z.object({
  orderId: z.string().min(1).max(64),
  gatewayOrderId: z.string().min(1).max(128),
  amount: z.number().int().positive(),
  currency: z.string().min(1).max(8),
  status: z.enum(['paid', 'failed']),
  /** ISO 8601; null when not paid. */
  paidAt: z.string().nullable(),
});
export type GatewayCallback = z.infer<typeof gatewayCallbackSchema>;
