import type { z } from 'zod';
import { checkFieldValue, type FieldRule } from '@sorteo/shared';
import { RegistrationRuleId } from '@sorteo/shared/contract/registration-rules';

/**
 * Rules the web adds to the shared schema of a call, as `superRefine` steps: the server
 * checks the same, but the form can say so before sending. Each issue's message is the
 * form problem shown under the field (see components/ui/form/problem-text).
 */

/** A value against the merchant's rule for its field (SPEC §5), when the rule is known. */
export function checkMerchantRule(
  ctx: z.RefinementCtx,
  field: string,
  rule: FieldRule | undefined,
  value: string,
): void {
  if (!rule || value === '') return;
  const failed = checkFieldValue(rule, value);
  if (failed) ctx.addIssue({ code: 'custom', path: [field], message: failed.rule });
}

/** A confirmation typed differently from what it confirms. */
export function checkConfirmation(
  ctx: z.RefinementCtx,
  field: string,
  value: string,
  confirmation: string,
  problem: string = RegistrationRuleId.mismatch,
): void {
  if (confirmation !== '' && confirmation !== value) {
    ctx.addIssue({ code: 'custom', path: [field], message: problem });
  }
}
