import { z } from 'zod';
import { challengeLimits } from './challenges.js';

/**
 * Loose bounds every registration field gets before the merchant's own rules run; the
 * rules (registration-rules.ts) decide what is actually accepted.
 */
const formText = z.string().max(256);
const optionalText = formText.optional();
const token = z.string().min(1).max(200);

/** Account types (DOMAIN.md "Merchants and accounts"), stored in session as `isAgent`. */
export const accountTypes = [0, 1, 2, 4, 41, 42] as const;
export type AccountType = (typeof accountTypes)[number];
export const AccountType = {
  Player: 0,
  Agent: 1,
  MemberAgent: 2,
  Trial: 4,
  ContractAgent: 41,
  ContractMemberAgent: 42,
} as const satisfies Record<string, AccountType>;

/** Types whose affiliate code recruits downline players. */
export const agentAccountTypes: readonly AccountType[] = [1, 2, 41, 42];

/**
 * Types that sign in to the player site with a password. Trial accounts (4) come in only
 * through free play.
 */
export const playerSiteLoginTypes: readonly AccountType[] = [0, 1, 2, 41, 42];

/** Login throttling (SPEC §9 "auth rate limit wait 5 minutes"). */
export const loginLimits = {
  captchaAfterFailures: 3,
  lockAfterFailures: 10,
  windowMs: 5 * 60_000,
  lockMs: 5 * 60_000,
} as const;

/** PUT /wps/member/register (encrypted): the form's fields plus where the visitor came from. */
export const registerRequestSchema = z.object({
  username: optionalText,
  password: optionalText,
  confirmPassword: optionalText,
  payeeName: optionalText,
  email: optionalText,
  qqNum: optionalText,
  mobileNum: optionalText,
  countryDialingCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
  recommenderId: optionalText,
  verificationCode: optionalText,
  affiliateCode: optionalText,
  referralCode: optionalText,
  paymentPassword: optionalText,
  line: optionalText,
  whatsapp: optionalText,
  zalo: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  telegram: optionalText,
  idNumber: optionalText,
  nickname: optionalText,
  birthday: optionalText,
  captchaId: z.string().max(100).optional(),
  captcha: z.string().max(challengeLimits.captchaMaxAnswerLength).optional(),
  botToken: token,
  login: z.boolean().optional(),
  registerUrl: z.string().max(2048).optional(),
  domain: z.string().max(255).optional(),
  registerMethod: z.literal('WEB'),
  /** Phone verified through the third-party phone-auth service instead of our SMS code. */
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: z.string().max(4096).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * The `type: 'username'` variant of POST /wps/session/login (encrypted). Inputs are
 * trimmed, the password is not. `remember` asks for a remember-me token in the answer.
 */
export const passwordLoginRequestSchema = z.object({
  type: z.literal('username'),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captchaId: z.string().max(100).optional(),
  captcha: z.string().trim().max(challengeLimits.captchaMaxAnswerLength).optional(),
  botToken: token,
  remember: z.boolean().optional(),
});
export type PasswordLoginRequest = z.infer<typeof passwordLoginRequestSchema>;

/** What login and registration answer: the session token and what the client must do next. */
export const sessionGrantSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  /** The password is the merchant's weak default or past its expiry: ask for a new one. */
  passwordExpired: z.boolean(),
  /**
   * With `passwordExpired`: true when the password is the merchant's weak default (always
   * changed), false when it is only past its expiry (changed when PWDEXPFORCECHANGE3 is on).
   */
  weakPassword: z.boolean().optional(),
  /** Only when the login asked to be remembered (sign-in-extras.ts "Remember-me"). */
  rememberToken: z.string().optional(),
  rememberExpiresAt: z.number().int().optional(),
});
export type SessionGrant = z.infer<typeof sessionGrantSchema>;

/** The error value of a failed login once the account or address must solve a captcha. */
export const loginFailureValueSchema = z.object({ captcha: z.literal(true) });

export const clubLabelSchema = z.object({
  labelName: z.string(),
  /** Text colour. */
  color: z.string(),
  /** Background colour. */
  color2: z.string(),
  rankLevel: z.number().int(),
});
export type ClubLabel = z.infer<typeof clubLabelSchema>;

/** GET /wps/member/info */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.literal([...accountTypes]),
  /** The upline's account, null at the top of a chain. */
  toUpline: z.string().nullable(),
  clubLabel: clubLabelSchema.nullable(),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  /** False while the account has no password of its own (e.g. mobile registration without one). */
  passwordSet: z.boolean(),
  /** Bound mobile, digits mostly hidden; null when none is bound. */
  maskedMobile: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
