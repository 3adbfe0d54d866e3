import { z } from 'zod';
import { decimal } from './decimal.js';
import { clubLabelSchema } from './auth.js';

/**
 * Operator calls for member labels (SPEC §3 "Member info"): club labels, a rank badge a
 * member holds at most one of, and VIP labels, any number of which a member may hold.
 * Each merchant has its own; what a member holds shows in `GET /wps/member/info`.
 */

/** Names are unique per merchant whatever their case. */
export const LABEL_NAME_MAX = 32;
const labelName = z.string().trim().min(1).max(LABEL_NAME_MAX);

/** `#rrggbb`; stored and answered in lower case. */
const hexColour = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'a colour as #rrggbb');

/** POST /admin/club-labels, PUT /admin/club-labels/:id */
export const clubLabelInputSchema = z.object({
  labelName,
  /** Text colour. */
  color: hexColour,
  /** Background colour. */
  color2: hexColour,
  rankLevel: z.number().int().min(0).max(999),
});
export type ClubLabelInput = z.infer<typeof clubLabelInputSchema>;

/** A club label as operators see it: what members see, plus its id. */
export const adminClubLabelSchema = clubLabelSchema.extend({ id: z.number().int() });
export type AdminClubLabel = z.infer<typeof adminClubLabelSchema>;

/** POST /admin/vip-labels, PUT /admin/vip-labels/:id */
export const vipLabelInputSchema = z.object({ labelName });
export type VipLabelInput = z.infer<typeof vipLabelInputSchema>;

export const adminVipLabelSchema = z.object({ id: z.number().int(), labelName: z.string() });
export type AdminVipLabel = z.infer<typeof adminVipLabelSchema>;

/** /admin/members/:account/… — the account is matched whatever its case. */
export const memberAccountParamSchema = z.object({
  account: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^\P{Cc}*$/u, 'no control characters'),
});
export const memberVipLabelParamSchema = memberAccountParamSchema.extend({
  id: decimal(z.number().int().positive()),
});

/** PUT /admin/members/:account/club-label — replaces the member's club label, if any. */
export const clubLabelAssignSchema = z.object({ clubLabelId: z.number().int().positive() });

/** GET /admin/members/:account/labels, and the answer of every assignment call. */
export const memberLabelsSchema = z.object({
  account: z.string(),
  clubLabel: adminClubLabelSchema.nullable(),
  /** Ordered by name. */
  vipLabels: z.array(adminVipLabelSchema),
});
export type MemberLabels = z.infer<typeof memberLabelsSchema>;
