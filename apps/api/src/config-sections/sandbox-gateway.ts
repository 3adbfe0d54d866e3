import { z } from 'zod';
import { ConfigError } from '../config-error.js';
import { paymentsEnv } from './payments.js';
import { listenPort } from './port.js';
import { httpUrlText } from './url.js';

/**
 * Environment of the sandbox payment gateway run as its own service
 * (`npm run gateway:sandbox`, docs/payments.md "The sandbox gateway"). It shares the site's
 * gateway secret and merchant id, so both read them with the same rules.
 */
export const sandboxGatewayEnv = z.object({
  SANDBOX_GATEWAY_PORT: listenPort.default(3100),
  SANDBOX_GATEWAY_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** The origin browsers reach its checkout pages at; unset: its own address. */
  SANDBOX_GATEWAY_PUBLIC_URL: httpUrlText.optional(),
  /** Share (0-1) of new orders answered 503, like an unreliable processor. */
  SANDBOX_GATEWAY_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  PAYMENT_GATEWAY_SECRET: paymentsEnv.shape.PAYMENT_GATEWAY_SECRET,
  PAYMENT_GATEWAY_MERCHANT_ID: paymentsEnv.shape.PAYMENT_GATEWAY_MERCHANT_ID,
});

export type SandboxGatewayConfig = Readonly<{
  port: number;
  host: string;
  publicUrl: string | undefined;
  failureRate: number;
  secret: string;
  merchantId: string;
}>;

export function sandboxGatewayConfig(e: z.infer<typeof sandboxGatewayEnv>): SandboxGatewayConfig {
  if (!e.PAYMENT_GATEWAY_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_GATEWAY_SECRET: required, the same secret the site signs with',
    );
  }
  return Object.freeze({
    port: e.SANDBOX_GATEWAY_PORT,
    host: e.SANDBOX_GATEWAY_HOST,
    publicUrl: e.SANDBOX_GATEWAY_PUBLIC_URL,
    failureRate: e.SANDBOX_GATEWAY_FAILURE_RATE,
    secret: e.PAYMENT_GATEWAY_SECRET,
    merchantId: e.PAYMENT_GATEWAY_MERCHANT_ID,
  });
}
