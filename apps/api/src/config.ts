import { createPrivateKey } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  diagnosticsConfig,
  diagnosticsEnv,
  type DiagnosticsConfig,
} from './config-sections/diagnostics.js';
import { lotteryConfig, lotteryEnv, type LotteryConfig } from './config-sections/lottery.js';
import { paymentsConfig, paymentsEnv, type PaymentsConfig } from './config-sections/payments.js';
import { vendorsConfig, vendorsEnv, type VendorsConfig } from './config-sections/vendors.js';
import {
  sandboxVendorConfig,
  sandboxVendorEnv,
  type SandboxVendorConfig,
} from './config-sections/sandbox-vendor.js';
import { phoneConfig, phoneEnv, type PhoneConfig } from './config-sections/phone.js';
import { listenPort } from './config-sections/port.js';
import { recoveryConfig, recoveryEnv, type RecoveryConfig } from './config-sections/recovery.js';
import {
  sandboxGatewayConfig,
  sandboxGatewayEnv,
  type SandboxGatewayConfig,
} from './config-sections/sandbox-gateway.js';
import {
  sliderPowConfig,
  sliderPowEnv,
  type SliderPowConfig,
} from './config-sections/slider-pow.js';
import { stepUpConfig, stepUpEnv, type StepUpConfig } from './config-sections/step-up.js';
import { ConfigError } from './config-error.js';
import { jobsConfig, jobsEnv, type JobsConfig } from './jobs/jobs-config.js';
import { isIpOrCidr } from './lib/ip.js';

/** Repository root: src/ and dist/ both sit two levels below it (apps/api/<dir>). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * An RSA private key (PEM) of at least 2048 bits. A one-line env file may write its
 * newlines as \n.
 */
const rsaPrivateKeyPem = z
  .string()
  .transform((v) => v.replace(/\\n/g, '\n').trim())
  .refine((pem) => {
    try {
      const key = createPrivateKey(pem);
      return (
        key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048
      );
    } catch {
      return false;
    }
  }, 'must be an RSA private key in PEM of at least 2048 bits');

const envSchema = z
  .object({
    PORT: listenPort.default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    PGLITE_DIR: z.string().trim().min(1).default('./data'),
    REDIS_URL: z
      .string()
      .trim()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    DEFAULT_MERCHANT: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be a merchant code (letters, digits, _ or -)')
      .default('SORTEO'),
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().refine(isIpOrCidr, 'each entry must be an IP or CIDR block'))),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().trim().min(1).optional(),
    SEED_DEMO: booleanFlag.default(true),
    /**
     * With the demo: the generated library of 10,000 slot titles, not listed until enabled,
     * seeded in the background once the server listens.
     */
    SEED_BULK_GAMES: booleanFlag.default(true),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_WINDOW: z.coerce.number().int().min(1000).default(60_000),
    ENCRYPTION_PRIVATE_KEY: rsaPrivateKeyPem.optional(),
    /** npm sets INIT_CWD to where the command was typed, so workspace scripts share ./data. */
    INIT_CWD: z.string().optional(),
    /** Off by default and refused in production: lets browser tests read challenge answers. */
    CHALLENGE_TEST_PEEK: booleanFlag.default(false),
    /** Each answer is also encoded by its zod schema, which must give the same text (tests). */
    RESPONSE_CHECK: booleanFlag.default(false),
    NODE_ENV: z.string().optional(),
  })
  .extend(phoneEnv.shape)
  .extend(recoveryEnv.shape)
  .extend(stepUpEnv.shape)
  .extend(paymentsEnv.shape)
  .extend(vendorsEnv.shape)
  .extend(jobsEnv.shape)
  .extend(lotteryEnv.shape)
  .extend(diagnosticsEnv.shape)
  .extend(sliderPowEnv.shape)
  .refine((e) => !(e.CHALLENGE_TEST_PEEK && e.NODE_ENV === 'production'), {
    path: ['CHALLENGE_TEST_PEEK'],
    message: 'must not be set when NODE_ENV is production',
  })
  // The sandboxes sign anyone in (fixed users, self-issued phone tokens): demos only.
  .refine((e) => !(e.OIDC_SANDBOX && e.NODE_ENV === 'production'), {
    path: ['OIDC_SANDBOX'],
    message: 'must not be set when NODE_ENV is production',
  })
  .refine(
    (e) =>
      !(
        e.PHONE_VERIFICATION === 'firebase' &&
        e.PHONE_AUTH_PROVIDER === 'sandbox' &&
        e.NODE_ENV === 'production'
      ),
    {
      path: ['PHONE_AUTH_PROVIDER'],
      message: 'must be firebase when PHONE_VERIFICATION is firebase and NODE_ENV is production',
    },
  );

export type Config = Readonly<{
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | null };
  redisUrl: string | null;
  defaultMerchant: string;
  trustedProxies: readonly string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string;
  seedDemo: boolean;
  /** Whether the demo seed includes the generated slot library (docs/games.md). */
  seedBulkGames: boolean;
  rateLimit: Readonly<{ max: number; windowMs: number }>;
  /** PEM of the encrypted-call key; null: the key pairs live in the database. */
  encryptionPrivateKey: string | null;
  challengeTestPeek: boolean;
  responseCheck: boolean;
  phone: PhoneConfig;
  recovery: RecoveryConfig;
  stepUp: StepUpConfig;
  payments: PaymentsConfig;
  vendors: VendorsConfig;
  jobs: JobsConfig;
  lottery: LotteryConfig;
  diagnostics: DiagnosticsConfig;
  sliderPow: SliderPowConfig;
}>;

export { ConfigError, type SandboxGatewayConfig, type SandboxVendorConfig };

const inMemoryDirs = new Set([':memory:', 'memory://']);

type Env = Record<string, string | undefined>;

/** The variables `schema` reads; a bad value throws a ConfigError naming the variable. */
function parseEnv<S extends z.ZodType>(schema: S, env: Env): z.infer<S> {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path[0]?.toString()}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Env = process.env): Config {
  const e = parseEnv(envSchema, env);
  const base = e.INIT_CWD ?? process.cwd();
  const database: Config['database'] = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : {
        kind: 'pglite',
        dir: inMemoryDirs.has(e.PGLITE_DIR) ? null : absolute(base, e.PGLITE_DIR),
      };
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    database: Object.freeze(database),
    redisUrl: e.REDIS_URL ?? null,
    defaultMerchant: e.DEFAULT_MERCHANT,
    trustedProxies: Object.freeze(e.TRUSTED_PROXIES),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? absolute(base, e.WEB_DIST) : resolve(repoRoot, 'apps/web/dist'),
    seedDemo: e.SEED_DEMO,
    seedBulkGames: e.SEED_BULK_GAMES,
    rateLimit: Object.freeze({ max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW }),
    encryptionPrivateKey: e.ENCRYPTION_PRIVATE_KEY ?? null,
    challengeTestPeek: e.CHALLENGE_TEST_PEEK,
    responseCheck: e.RESPONSE_CHECK,
    phone: phoneConfig(e),
    recovery: recoveryConfig(e),
    stepUp: stepUpConfig(e),
    payments: paymentsConfig(e),
    vendors: vendorsConfig(e),
    jobs: jobsConfig(e),
    lottery: lotteryConfig(e),
    diagnostics: diagnosticsConfig(e),
    sliderPow: sliderPowConfig(e),
  });
}

/** The sandbox game vendor's settings, for `npm run vendor:sandbox`; throws like loadConfig. */
export function loadSandboxVendorConfig(env: Env = process.env): SandboxVendorConfig {
  return sandboxVendorConfig(parseEnv(sandboxVendorEnv, env));
}

/** The sandbox payment gateway's settings, for `npm run gateway:sandbox`; throws like loadConfig. */
export function loadSandboxGatewayConfig(env: Env = process.env): SandboxGatewayConfig {
  return sandboxGatewayConfig(parseEnv(sandboxGatewayEnv, env));
}

function absolute(base: string, path: string): string {
  return isAbsolute(path) ? path : resolve(base, path);
}
