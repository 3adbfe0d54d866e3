import { z } from 'zod';
import { ConfigError } from '../config-error.js';
import { httpUrlText } from './url.js';

/** Environment variables of the payment gateway (module deposits, docs/payments.md). */
export const paymentsEnv = z.object({
  /** Where the gateway takes orders (`POST {url}/orders`); unset: gateway methods are hidden. */
  PAYMENT_GATEWAY_URL: httpUrlText.transform((v) => v.replace(/\/+$/, '')).optional(),
  /** Our merchant account at the gateway. */
  PAYMENT_GATEWAY_MERCHANT_ID: z.string().trim().min(1).max(64).default('sorteo'),
  /** Shared HMAC-SHA256 key signing orders and callbacks both ways. */
  PAYMENT_GATEWAY_SECRET: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters (e.g. openssl rand -hex 32)')
    .optional(),
  /** The code payment methods and the callback path (`/wps/payments/callback/<code>`) use. */
  PAYMENT_GATEWAY_CODE: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,32}$/, 'must be 1-32 of a-z 0-9 _ -')
    .default('sandbox'),
  /** How long to wait for the gateway to open an order before giving up. */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** An order nobody paid within this many minutes expires. */
  PAYMENT_ORDER_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
});

export type GatewaySettings = Readonly<{
  code: string;
  url: string;
  merchantId: string;
  secret: string;
  timeoutMs: number;
}>;

export type PaymentsConfig = Readonly<{
  /** null: no gateway is configured; only bank transfers are offered. */
  gateway: GatewaySettings | null;
  orderTtlMs: number;
}>;

export function paymentsConfig(env: z.infer<typeof paymentsEnv>): PaymentsConfig {
  const url = env.PAYMENT_GATEWAY_URL;
  const secret = env.PAYMENT_GATEWAY_SECRET;
  if (url && !secret) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_GATEWAY_SECRET: required when PAYMENT_GATEWAY_URL is set',
    );
  }
  const gateway =
    url && secret
      ? Object.freeze({
          code: env.PAYMENT_GATEWAY_CODE,
          url,
          merchantId: env.PAYMENT_GATEWAY_MERCHANT_ID,
          secret,
          timeoutMs: env.PAYMENT_GATEWAY_TIMEOUT_MS,
        })
      : null;
  return Object.freeze({ gateway, orderTtlMs: env.PAYMENT_ORDER_TTL_MINUTES * 60_000 });
}
