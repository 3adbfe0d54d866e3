import { z } from 'zod';
import { startSandboxGateway } from './sandbox-gateway.js';

/**
 * `npm run gateway:sandbox`: the sandbox payment gateway as its own service, configured by
 * the same variables as the site (docs/payments.md).
 */
const env = z
  .object({
    SANDBOX_GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
    SANDBOX_GATEWAY_HOST: z.string().trim().min(1).default('127.0.0.1'),
    SANDBOX_GATEWAY_PUBLIC_URL: z.url().optional(),
    SANDBOX_GATEWAY_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
    PAYMENT_GATEWAY_SECRET: z.string().trim().min(16),
    PAYMENT_GATEWAY_MERCHANT_ID: z.string().trim().min(1).default('sorteo'),
  })
  .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v?.trim())));

if (!env.success) {
  for (const issue of env.error.issues)
    console.error(`  ${String(issue.path[0])}: ${issue.message}`);
  process.exit(2);
}
const e = env.data;
const gateway = await startSandboxGateway({
  port: e.SANDBOX_GATEWAY_PORT,
  host: e.SANDBOX_GATEWAY_HOST,
  publicUrl: e.SANDBOX_GATEWAY_PUBLIC_URL,
  failureRate: e.SANDBOX_GATEWAY_FAILURE_RATE,
  secret: e.PAYMENT_GATEWAY_SECRET,
  merchantId: e.PAYMENT_GATEWAY_MERCHANT_ID,
  log: (line) => process.stdout.write(`${line}\n`),
});
process.stdout.write(`Sandbox payment gateway listening on ${gateway.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
