import { z } from 'zod';
import { ConfigError } from '../config-error.js';
import { httpUrlText } from './url.js';

const issuerUrl = httpUrlText.transform((v) => v.replace(/\/+$/, ''));

const text = z.string().trim().min(1).max(512);

/** 32 bytes, standard base64. */
const aesKey = z
  .string()
  .trim()
  .refine(
    (v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32,
    'must be 32 bytes in base64 (e.g. openssl rand -base64 32)',
  )
  .transform((v) => Buffer.from(v, 'base64'));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Environment variables of new-address verification, TOTP and social sign-in (module step-up). */
export const stepUpEnv = z.object({
  OIDC_GOOGLE_ISSUER: issuerUrl.optional(),
  OIDC_GOOGLE_CLIENT_ID: text.optional(),
  OIDC_GOOGLE_CLIENT_SECRET: text.optional(),
  OIDC_FACEBOOK_ISSUER: issuerUrl.optional(),
  OIDC_FACEBOOK_CLIENT_ID: text.optional(),
  OIDC_FACEBOOK_CLIENT_SECRET: text.optional(),
  /** Demos: an in-process OpenID provider per unconfigured provider, at /sandbox/oidc/<provider>. */
  OIDC_SANDBOX: booleanFlag.default(false),
  TOTP_ENCRYPTION_KEY: aesKey.optional(),
});

export type OidcClientSettings = Readonly<{
  issuer: string;
  clientId: string;
  clientSecret: string;
}>;

export type StepUpConfig = Readonly<{
  google: OidcClientSettings | null;
  facebook: OidcClientSettings | null;
  /** Providers without their own settings sign in against the built-in sandbox provider. */
  oidcSandbox: boolean;
  /** null: a key generated once and kept in the database encrypts the TOTP secrets. */
  totpEncryptionKey: Buffer | null;
}>;

type Env = z.infer<typeof stepUpEnv>;

function provider(env: Env, name: 'GOOGLE' | 'FACEBOOK'): OidcClientSettings | null {
  const issuer = env[`OIDC_${name}_ISSUER`];
  const clientId = env[`OIDC_${name}_CLIENT_ID`];
  const clientSecret = env[`OIDC_${name}_CLIENT_SECRET`];
  if (!issuer && !clientId && !clientSecret) return null;
  if (!issuer || !clientId || !clientSecret) {
    throw new ConfigError(
      `Invalid configuration:\n  OIDC_${name}_*: set ISSUER, CLIENT_ID and CLIENT_SECRET together`,
    );
  }
  return Object.freeze({ issuer, clientId, clientSecret });
}

export function stepUpConfig(env: Env): StepUpConfig {
  return Object.freeze({
    google: provider(env, 'GOOGLE'),
    facebook: provider(env, 'FACEBOOK'),
    oidcSandbox: env.OIDC_SANDBOX,
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY ?? null,
  });
}
