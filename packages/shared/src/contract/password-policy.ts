import { z } from 'zod';

/**
 * GET/PUT /admin/settings/password-policy — the merchant's weak default password (SPEC §9
 * `{secret}`): the one accounts get when an operator or agent opens them for someone. A
 * member signing in with it is made to choose a password of their own, and no member may
 * choose it.
 */
export const passwordPolicySchema = z.object({
  weakDefaultPassword: z.string().min(6).max(64).regex(/^\S+$/, 'no spaces'),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;
