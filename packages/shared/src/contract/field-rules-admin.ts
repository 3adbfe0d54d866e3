import { z } from 'zod';
import { registrationFields } from './constants.js';

function compiles(pattern: string): boolean {
  if (pattern.trim() === '*') return true;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** PUT /admin/settings/field-rules/:field */
export const fieldRuleParamSchema = z.object({ field: z.enum(registrationFields) });

/**
 * One registration field rule as an operator sets it (SPEC §3). The pattern is a
 * JavaScript regular expression with the `u` flag, or a lone `*` for any text; both the
 * API and the web run it, so it must compile.
 */
export const fieldRuleInputSchema = z
  .object({
    patternId: z
      .string()
      .trim()
      .regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'upper-case letters, digits and _'),
    acceptedPattern: z.string().min(1).max(500).refine(compiles, 'must be a valid pattern'),
    minLength: z.number().int().min(0).max(256),
    maxLength: z.number().int().min(1).max(256),
    enabled: z.boolean(),
    required: z.boolean(),
  })
  .refine((rule) => rule.minLength <= rule.maxLength, {
    path: ['maxLength'],
    message: 'must not be below minLength',
  });
export type FieldRuleInput = z.infer<typeof fieldRuleInputSchema>;
