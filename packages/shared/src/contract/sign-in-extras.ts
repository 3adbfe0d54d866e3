import { z } from 'zod';
import { epochMs } from './envelope.js';

/** Remember-me (SPEC §4): the client keeps these 24 hours, never a password. */
export const rememberLimits = { hours: 24 } as const;

/**
 * The `type: 'remember'` variant of POST /wps/session/login: the revocable token a
 * remember-me login was given stands in for the password. Single use: the answer carries
 * the next one.
 */
export const rememberLoginRequestSchema = z.object({
  type: z.literal('remember'),
  username: z.string().trim().min(1).max(64),
  rememberToken: z.string().min(16).max(200),
});
export type RememberLoginRequest = z.infer<typeof rememberLoginRequestSchema>;

/** Present in a login answer when the request asked `remember: true`. */
export const rememberGrantSchema = z.object({ rememberToken: z.string(), expiresAt: epochMs });
export type RememberGrant = z.infer<typeof rememberGrantSchema>;

/** POST /wps/session/login/freeplay (encrypted): opens a trial account (type 4). */
export const freePlayRequestSchema = z.object({
  os: z.string().trim().min(1).max(40),
  platform: z.literal('W'),
  /** Random client string; together with the envelope nonce it makes each call unique. */
  random: z.string().min(8).max(128),
  version: z.literal(3),
});
export type FreePlayRequest = z.infer<typeof freePlayRequestSchema>;

/**
 * A password login from an address the account never used, for an account with a bound
 * mobile or authenticator, fails with VERIFICATION_REQUIRED and this error value. The
 * password is already proved: the ticket stands for it for a few minutes.
 */
export const stepUpMethods = ['sms', 'totp'] as const;
export type StepUpMethod = (typeof stepUpMethods)[number];
export const stepUpChallengeSchema = z.object({
  ticket: z.string(),
  methods: z.array(z.enum(stepUpMethods)).min(1),
  /** The bound mobile with most digits hidden, e.g. "+84 ****6789". */
  maskedMobile: z.string().nullable(),
  expiresAt: epochMs,
});
export type StepUpChallenge = z.infer<typeof stepUpChallengeSchema>;

/** POST /wps/session/login/verify/sms — sends the code to the bound mobile. Answers SmsSent. */
export const stepUpSmsRequestSchema = z.object({ ticket: z.string().min(16).max(200) });

/** POST /wps/session/login/verify — finishes the login. Answers a SessionGrant. */
export const stepUpVerifyRequestSchema = z.object({
  ticket: z.string().min(16).max(200),
  method: z.enum(stepUpMethods),
  code: z.string().trim().min(1).max(16),
});
export type StepUpVerifyRequest = z.infer<typeof stepUpVerifyRequestSchema>;

/** GET /wps/member/security/totp (session). */
export const totpStatusSchema = z.object({ bound: z.boolean() });
export type TotpStatus = z.infer<typeof totpStatusSchema>;
/** POST /wps/member/security/totp/setup (session): a secret waiting for its first code. */
export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;
/** POST /wps/member/security/totp/confirm and DELETE /wps/member/security/totp (session). */
export const totpCodeRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type TotpCodeRequest = z.infer<typeof totpCodeRequestSchema>;

/**
 * Social sign-in (OpenID Connect). GET /wps/session/oidc/:provider/start?returnTo=/path
 * redirects to the provider; its callback redirects back to `returnTo?token=…`, which the
 * start-up gate turns into a session, or to `/?oidcError=CODE` on failure.
 */
export const oidcProviders = ['google', 'facebook'] as const;
export type OidcProvider = (typeof oidcProviders)[number];
