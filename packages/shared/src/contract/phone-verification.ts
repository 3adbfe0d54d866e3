import { z } from 'zod';
import { epochMs } from './envelope.js';
import { sessionGrantSchema } from './auth.js';

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

/** What an SMS code is for; a code sent for one purpose never proves another. */
export const smsPurposes = ['register', 'login', 'resetPassword', 'newIp'] as const;
export type SmsPurpose = (typeof smsPurposes)[number];

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
