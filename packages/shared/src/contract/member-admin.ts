import { z } from 'zod';
import { AccountType } from './auth.js';
import { epochMs } from './envelope.js';

/**
 * Operator calls about one member (under /admin/members/:account): who the member is, and
 * the account type (DOMAIN "Account types") that decides the agent centre and transfers.
 */

/**
 * The types an operator may give. Trial accounts (4) come only from free play, and a trial
 * account never becomes a real one.
 */
export const assignableAccountTypes = [
  AccountType.Player,
  AccountType.Agent,
  AccountType.MemberAgent,
  AccountType.ContractAgent,
  AccountType.ContractMemberAgent,
] as const satisfies readonly AccountType[];

/** PUT /admin/members/:account/type */
export const memberTypeInputSchema = z.object({ type: z.literal(assignableAccountTypes) });
export type MemberTypeInput = z.infer<typeof memberTypeInputSchema>;

/** GET /admin/members/:account, and the answer of a type change. */
export const adminMemberSchema = z.object({
  account: z.string(),
  type: z.number().int(),
  status: z.enum(['active', 'disabled']),
  nickname: z.string().nullable(),
  /** The direct upline's account, if any. */
  uplineAccount: z.string().nullable(),
  /** Recruits into this member's downline while the member is an agent; given on promotion. */
  affiliateCode: z.string().nullable(),
  referralCode: z.string(),
  createdAt: epochMs,
  lastLoginAt: epochMs.nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
