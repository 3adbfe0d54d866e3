import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = join(tmpdir(), `sorteo-e2e-${port}`);
/** A private build (scripts/build-to.mjs) instead of the repository's dist folders. */
const buildDir = process.env.E2E_BUILD_DIR ? resolve(process.env.E2E_BUILD_DIR) : null;
const apiDist = buildDir ? join(buildDir, 'api') : 'apps/api/dist';
export const e2eOperator = { username: 'e2e-owner', password: 'e2e-Operator-pass-1' };
/**
 * The SMTP server the app mails through during journeys (e2e/support/smtp-sink.mjs), read
 * by journeys over HTTP. Its ports follow the app's, so parallel runs never share one.
 */
export const e2eMailSink = {
  smtpPort: port + 20_000,
  httpPort: port + 21_000,
  user: 'e2e-mail',
  password: 'e2e-Mail-pass-1',
};

/**
 * The sandbox payment gateway the app sends gateway deposits to during journeys: its own
 * process, like a real processor (docs/payments.md). Its checkout page is at the paymentUrl
 * a gateway deposit answers, with "Pay · Pagar" and "Decline · Rechazar" buttons.
 */
export const e2eGateway = {
  port: port + 22_000,
  secret: 'e2e-gateway-secret-0123456789',
  merchantId: 'sorteo-e2e',
};

/**
 * The sandbox game vendor the demo brand's games play at: its own process, calling the site's
 * wallet with signed requests (docs/games.md, "Sandbox vendor").
 */
export const e2eVendor = {
  port: port + 23_000,
  url: `http://127.0.0.1:${port + 23_000}`,
  secret: 'e2e-vendor-secret-0123456789',
};

/**
 * A second site on its own database whose registration proves numbers with the phone-auth
 * (Firebase-style) service instead of our SMS codes (PHONE_VERIFICATION=firebase, with the
 * sandbox issuer): a process-wide switch, so it needs a process of its own.
 */
export const e2ePhoneAuthSite = {
  port: port + 1,
  url: `http://127.0.0.1:${port + 1}`,
  dataDir: join(tmpdir(), `sorteo-e2e-${port + 1}`),
};

/**
 * A third site on real PostgreSQL, with its jobs on, for journeys that must reach the site's
 * database from the test: the daily salary journey moves its story back two days there,
 * since a day cannot pass in a test. Its database is made afresh for each run on the server
 * the API suite uses (DATABASE_URL), else the local one; its own sandbox vendor plays there.
 */
const postgresDatabase = new URL(
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
);
postgresDatabase.pathname = `/sorteo_e2e_${port + 2}`;
export const e2ePostgresSite = {
  port: port + 2,
  url: `http://127.0.0.1:${port + 2}`,
  databaseUrl: postgresDatabase.toString(),
  vendorPort: port + 24_000,
  /** The API's command-line tools of this build, run against the site's database. */
  apiDist: resolve(repoRoot, apiDist),
};

/** The app server of a journey site: the operator made by the real CLI, then the server. */
const siteCommand = (freshStore: string) =>
  [
    freshStore,
    `printf '%s' '${e2eOperator.password}' | node ${apiDist}/admin-create.js --user ${e2eOperator.username} --role owner --password-stdin`,
    `exec node ${apiDist}/main.js`,
  ].join(' && ');

/**
 * Journeys run against the built app served by the real server with its own embedded
 * database, created fresh for the run (the PostgreSQL site's database too). The operator
 * account is made by the real CLI before the server opens the database (PGlite allows one
 * process at a time).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: [
        'exec node apps/web/e2e/support/smtp-sink.mjs',
        `--smtp-port ${e2eMailSink.smtpPort} --http-port ${e2eMailSink.httpPort}`,
        `--user ${e2eMailSink.user} --pass ${e2eMailSink.password}`,
      ].join(' '),
      cwd: repoRoot,
      url: `http://127.0.0.1:${e2eMailSink.httpPort}/healthz`,
      reuseExistingServer: false,
      timeout: 15_000,
    },
    {
      command: `exec node ${apiDist}/sandbox-gateway.js`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${e2eGateway.port}/healthz`,
      reuseExistingServer: false,
      timeout: 15_000,
      env: {
        SANDBOX_GATEWAY_PORT: String(e2eGateway.port),
        SANDBOX_GATEWAY_HOST: '127.0.0.1',
        PAYMENT_GATEWAY_SECRET: e2eGateway.secret,
        PAYMENT_GATEWAY_MERCHANT_ID: e2eGateway.merchantId,
      },
    },
    {
      command: `exec node ${apiDist}/sandbox-vendor.js`,
      cwd: repoRoot,
      url: `${e2eVendor.url}/healthz`,
      reuseExistingServer: false,
      timeout: 15_000,
      env: {
        SANDBOX_VENDOR_PORT: String(e2eVendor.port),
        SANDBOX_VENDOR_HOST: '127.0.0.1',
        SANDBOX_VENDOR_SECRET: e2eVendor.secret,
        SANDBOX_VENDOR_SITE_URL: `http://127.0.0.1:${port}`,
      },
    },
    {
      command: siteCommand(`rm -rf ${dataDir}`),
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PGLITE_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        TRUSTED_PROXIES: '127.0.0.1,::1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        CHALLENGE_TEST_PEEK: '1',
        OIDC_SANDBOX: '1',
        SMTP_URL: `smtp://${e2eMailSink.user}:${e2eMailSink.password}@127.0.0.1:${e2eMailSink.smtpPort}`,
        PAYMENT_GATEWAY_URL: `http://127.0.0.1:${e2eGateway.port}`,
        PAYMENT_GATEWAY_SECRET: e2eGateway.secret,
        PAYMENT_GATEWAY_MERCHANT_ID: e2eGateway.merchantId,
        PAYMENT_GATEWAY_TIMEOUT_MS: '3000',
        SANDBOX_VENDOR_URL: e2eVendor.url,
        SANDBOX_VENDOR_SECRET: e2eVendor.secret,
        ...(buildDir ? { WEB_DIST: join(buildDir, 'web') } : {}),
      },
    },
    {
      command: siteCommand(`rm -rf ${e2ePhoneAuthSite.dataDir}`),
      cwd: repoRoot,
      url: `${e2ePhoneAuthSite.url}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(e2ePhoneAuthSite.port),
        HOST: '127.0.0.1',
        PGLITE_DIR: e2ePhoneAuthSite.dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        CHALLENGE_TEST_PEEK: '1',
        JOBS_ENABLED: 'false',
        PHONE_VERIFICATION: 'firebase',
        PHONE_AUTH_PROVIDER: 'sandbox',
        ...(buildDir ? { WEB_DIST: join(buildDir, 'web') } : {}),
      },
    },
    {
      command: `exec node ${apiDist}/sandbox-vendor.js`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${e2ePostgresSite.vendorPort}/healthz`,
      reuseExistingServer: false,
      timeout: 15_000,
      env: {
        SANDBOX_VENDOR_PORT: String(e2ePostgresSite.vendorPort),
        SANDBOX_VENDOR_HOST: '127.0.0.1',
        SANDBOX_VENDOR_SECRET: e2eVendor.secret,
        SANDBOX_VENDOR_SITE_URL: e2ePostgresSite.url,
      },
    },
    {
      command: siteCommand(
        `node apps/web/e2e/support/fresh-database.mjs ${e2ePostgresSite.databaseUrl}`,
      ),
      cwd: repoRoot,
      url: `${e2ePostgresSite.url}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(e2ePostgresSite.port),
        HOST: '127.0.0.1',
        DATABASE_URL: e2ePostgresSite.databaseUrl,
        REDIS_URL: '',
        TRUSTED_PROXIES: '127.0.0.1,::1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        CHALLENGE_TEST_PEEK: '1',
        SANDBOX_VENDOR_URL: `http://127.0.0.1:${e2ePostgresSite.vendorPort}`,
        SANDBOX_VENDOR_SECRET: e2eVendor.secret,
        ...(buildDir ? { WEB_DIST: join(buildDir, 'web') } : {}),
      },
    },
  ],
});
