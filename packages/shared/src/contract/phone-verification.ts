import { z } from 'zod';
import { decimal } from './decimal.js';
import { epochMs } from './envelope.js';
import { sessionGrantSchema } from './auth.js';
import type { FieldRule } from './system.js';

/** SMS codes (SPEC §4 "SMS resend", §9). */
export const smsLimits = {
  codeLength: 6,
  /** A code is valid this long and the registration send button counts down as much. */
  expiredMinutes: 5,
  /** Seconds the client waits before asking again for the same number. */
  resendSeconds: 60,
  /** Wrong guesses a code survives before it is burnt. */
  maxGuesses: 5,
  perNumberPerHour: 5,
  perIpPerHour: 20,
} as const;

export const dialingCode = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/);
export const mobileNumber = z
  .string()
  .trim()
  .regex(/^\d{4,20}$/);

/**
 * What an SMS code is for; a code sent for one purpose never proves another. `phoneAuth` is
 * the sandbox of the third-party phone-auth service.
 */
export const smsPurposes = ['register', 'login', 'resetPassword', 'newIp', 'phoneAuth'] as const;
export type SmsPurpose = (typeof smsPurposes)[number];

/** The error value of SMS_RESEND_TOO_SOON: how long the client must still wait. */
export const smsResendValueSchema = z.object({ retryAfterMs: z.number().int().nonnegative() });

/**
 * POST /wps/verification/sms/register (username registration with REGMOBVERF3) and
 * POST /wps/verification/sms/register/mobile (mobile registration; refuses a number that
 * is already registered). Carries the slider's bot token (purpose 'sms').
 */
export const registerSmsRequestSchema = z.object({
  countryDialingCode: dialingCode,
  mobileNo: mobileNumber,
  botToken: z.string().min(1).max(200),
});
export type RegisterSmsRequest = z.infer<typeof registerSmsRequestSchema>;
export const registerSmsAnswerSchema = z.object({ expiredMinutes: z.number().int().positive() });
export type RegisterSmsAnswer = z.infer<typeof registerSmsAnswerSchema>;

/**
 * POST /wps/verification/sms/noLogin — a code for signing in by SMS or resetting the
 * password by phone. The answer says until when the client must wait before asking again.
 */
export const noLoginSmsRequestSchema = z.object({
  countryDialingCode: dialingCode,
  mobileNum: mobileNumber,
  purpose: z.enum(['login', 'resetPassword']).default('login'),
  botToken: z.string().min(1).max(200),
});
export type NoLoginSmsRequest = z.input<typeof noLoginSmsRequestSchema>;
export const smsSentSchema = z.object({ expirationTime: epochMs });
export type SmsSent = z.infer<typeof smsSentSchema>;

/** The `type: 'sms'` variant of POST /wps/session/login. The code is not trimmed. */
export const smsLoginRequestSchema = z.object({
  type: z.literal('sms'),
  countryDialingCode: dialingCode,
  mobileNum: mobileNumber,
  verificationCode: z.string().min(1).max(255),
});
export type SmsLoginRequest = z.infer<typeof smsLoginRequestSchema>;

/**
 * PUT /wps/member/register/mobile answers the session and the account generated for the
 * number, which the info dialog shows before anything else.
 */
export const mobileRegisterGrantSchema = sessionGrantSchema.extend({ account: z.string() });
export type MobileRegisterGrant = z.infer<typeof mobileRegisterGrantSchema>;

/**
 * POST /wps/member/password/verification (encrypted): reset by phone. Answers a session
 * (the automatic login of SPEC §4 "Phone reset").
 */
export const phoneResetRequestSchema = z.object({
  countryDialingCode: dialingCode,
  mobileNum: mobileNumber,
  verificationCode: z.string().min(1).max(255),
  newPassword: z.string().min(1).max(128),
});
export type PhoneResetRequest = z.infer<typeof phoneResetRequestSchema>;

/** The mobile field is always shown and required where an SMS code proves the number. */
export function withMobileRequired(rules: readonly FieldRule[]): FieldRule[] {
  return rules.map((r) => (r.field === 'mobileNum' ? { ...r, enabled: true, required: true } : r));
}

/**
 * The field rules of the mobile registration tab (SPEC §5): no username (the server makes
 * the account), a password only when `mobileRegPass` is on, the mobile always. Both the form
 * and PUT /wps/member/register/mobile check the payload with
 * `registrationFieldsSchema(mobileRegistrationRules(...))`.
 */
export function mobileRegistrationRules(
  rules: readonly FieldRule[],
  options: { mobileRegPass: boolean },
): FieldRule[] {
  const dropped = new Set<string>(['username']);
  if (!options.mobileRegPass) dropped.add('password').add('confirmPassword');
  return withMobileRequired(rules.filter((r) => !dropped.has(r.field)));
}

/**
 * Sandbox of the third-party phone-auth service (only when the API runs with
 * PHONE_VERIFICATION=firebase and PHONE_AUTH_PROVIDER=sandbox).
 * POST /wps/verification/phone-auth/send texts a code; POST /wps/verification/phone-auth/verify
 * trades it for an ID token, sent as `firebaseIdToken` with `firebaseChannel: 'sms'`.
 */
export const phoneAuthSendRequestSchema = registerSmsRequestSchema;
export type PhoneAuthSendRequest = z.infer<typeof phoneAuthSendRequestSchema>;
export const phoneAuthVerifyRequestSchema = z.object({
  countryDialingCode: dialingCode,
  mobileNo: mobileNumber,
  code: z.string().min(1).max(255),
});
export type PhoneAuthVerifyRequest = z.infer<typeof phoneAuthVerifyRequestSchema>;
export const phoneAuthTokenSchema = z.object({
  idToken: z.string(),
  /** Seconds the token stays valid. */
  expiresIn: z.number().int().positive(),
});
export type PhoneAuthToken = z.infer<typeof phoneAuthTokenSchema>;

/** GET /admin/sandbox/sms?mobile=&limit= — the latest texts the SMS sandbox "sent". */
export const sandboxSmsQuerySchema = z.object({
  /** The number, with or without its dialing code; digits only. */
  mobile: z
    .string()
    .trim()
    .regex(/^\d{4,24}$/)
    .optional(),
  limit: decimal(z.number().int().min(1).max(100)).default(20),
});
export type SandboxSmsQuery = z.infer<typeof sandboxSmsQuerySchema>;
export const sandboxSmsSchema = z.object({
  id: z.number().int(),
  /** E.164, e.g. "+84912345678". */
  to: z.string(),
  countryDialingCode: z.string(),
  mobileNo: z.string(),
  text: z.string(),
  sentAt: epochMs,
});
export type SandboxSms = z.infer<typeof sandboxSmsSchema>;
