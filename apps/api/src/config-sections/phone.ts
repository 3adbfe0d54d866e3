import { z } from 'zod';
import { ConfigError } from '../config-error.js';
import { httpUrlText } from './url.js';

const GOOGLE_SECURETOKEN_JWKS =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Environment variables of the SMS gateway and phone-auth service (module phone). */
export const phoneEnv = z.object({
  SMS_PROVIDER: z.enum(['sandbox', 'twilio']).default('sandbox'),
  /** Texts one merchant's sandbox accepts per UTC day before it answers "quota exceeded". */
  SMS_SANDBOX_DAILY_QUOTA: z.coerce.number().int().min(1).default(500),
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC + 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(8).optional(),
  /** A number in E.164 (+15005550006) or a messaging service / alphanumeric sender id. */
  TWILIO_FROM: z.string().trim().min(2).max(64).optional(),
  TWILIO_BASE_URL: httpUrlText.default('https://api.twilio.com'),
  PHONE_VERIFICATION: z.enum(['sms', 'firebase']).default('sms'),
  PHONE_AUTH_PROVIDER: z.enum(['sandbox', 'firebase']).default('sandbox'),
  FIREBASE_PROJECT_ID: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id')
    .optional(),
  FIREBASE_JWKS_URL: httpUrlText.default(GOOGLE_SECURETOKEN_JWKS),
});

export type TwilioConfig = Readonly<{
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}>;

/** Where the ID tokens of the phone-auth service come from and how they are checked. */
export type PhoneAuthConfig = Readonly<
  { provider: 'sandbox' } | { provider: 'firebase'; projectId: string; jwksUrl: string }
>;

export type PhoneConfig = Readonly<{
  smsProvider: 'sandbox' | 'twilio';
  sandboxDailyQuota: number;
  /** Set when smsProvider is twilio. */
  twilio: TwilioConfig | null;
  /** 'firebase': registration proves the number with a phone-auth ID token, not our code. */
  verification: 'sms' | 'firebase';
  phoneAuth: PhoneAuthConfig;
}>;

/** A variable that is only wrong together with another one; the message names it. */
const missing = (name: string, when: string) =>
  new ConfigError(`Invalid configuration:\n  ${name}: required when ${when}`);

function twilioConfig(env: z.infer<typeof phoneEnv>): TwilioConfig | null {
  if (env.SMS_PROVIDER !== 'twilio') return null;
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = env;
  if (!sid) throw missing('TWILIO_ACCOUNT_SID', 'SMS_PROVIDER is twilio');
  if (!token) throw missing('TWILIO_AUTH_TOKEN', 'SMS_PROVIDER is twilio');
  if (!from) throw missing('TWILIO_FROM', 'SMS_PROVIDER is twilio');
  return { accountSid: sid, authToken: token, from, baseUrl: env.TWILIO_BASE_URL };
}

function phoneAuthConfig(env: z.infer<typeof phoneEnv>): PhoneAuthConfig {
  if (env.PHONE_AUTH_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  if (!env.FIREBASE_PROJECT_ID) {
    throw missing('FIREBASE_PROJECT_ID', 'PHONE_AUTH_PROVIDER is firebase');
  }
  return {
    provider: 'firebase',
    projectId: env.FIREBASE_PROJECT_ID,
    jwksUrl: env.FIREBASE_JWKS_URL,
  };
}

export function phoneConfig(env: z.infer<typeof phoneEnv>): PhoneConfig {
  return Object.freeze({
    smsProvider: env.SMS_PROVIDER,
    sandboxDailyQuota: env.SMS_SANDBOX_DAILY_QUOTA,
    twilio: twilioConfig(env),
    verification: env.PHONE_VERIFICATION,
    phoneAuth: Object.freeze(phoneAuthConfig(env)),
  });
}
