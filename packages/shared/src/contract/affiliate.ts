import { z } from 'zod';

/** A site's host as the address bar shows it: a name or an address, optionally a port. */
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(255)
  .regex(
    /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/,
    'must be a host name',
  );

/**
 * GET /wps/agent/affiliate — does this affiliate code recruit into an agent's downline here?
 * `domain` is the site the visitor registers on (`location.host`).
 */
export const affiliateCheckQuerySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/, 'letters, digits, _ and - only'),
  domain: hostName.optional(),
});
export type AffiliateCheckQuery = z.infer<typeof affiliateCheckQuerySchema>;

/** `code` is the code as registration will store and match it. */
export const affiliateCheckSchema = z.object({ valid: z.boolean(), code: z.string() });
export type AffiliateCheck = z.infer<typeof affiliateCheckSchema>;
