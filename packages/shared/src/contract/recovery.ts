import { z } from 'zod';
import { decimal } from './decimal.js';
import { epochMs } from './envelope.js';

/** POST /wps/member/password/email (application/x-www-form-urlencoded). Answers null. */
export const emailResetRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(254),
});
export type EmailResetRequest = z.infer<typeof emailResetRequestSchema>;

/** The reset link lands on `/resetPassword?token=…` (web route `paths.resetPassword`). */
export const resetLinkLimits = { validMinutes: 30 } as const;

/** GET /wps/member/password/reset?token= — whether the link still works, and for whom. */
export const resetLinkQuerySchema = z.object({ token: z.string().min(16).max(200) });
export const resetLinkStatusSchema = z.object({ account: z.string(), expiresAt: epochMs });
export type ResetLinkStatus = z.infer<typeof resetLinkStatusSchema>;

/** POST /wps/member/password/reset (encrypted): spends the link. Answers null. */
export const resetByLinkRequestSchema = z.object({
  token: z.string().min(16).max(200),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
export type ResetByLinkRequest = z.infer<typeof resetByLinkRequestSchema>;

/**
 * POST /wps/member/password (session, encrypted). `oldPassword` may be left out only when
 * the member has no password of their own yet (member info `passwordSet` false). Every
 * other session of the member is revoked. Answers null.
 */
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1).max(128).optional(),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * GET /admin/sandbox/mail?to=&limit= (operator session): the latest messages the mail
 * sandbox kept instead of sending, newest first. 404 when mail goes out by SMTP.
 */
export const sandboxMailQuerySchema = z.object({
  to: z.string().trim().min(3).max(254).optional(),
  limit: decimal(z.number().int().min(1).max(100)).default(20),
});
export const sandboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: epochMs,
});
export type SandboxMail = z.infer<typeof sandboxMailSchema>;
