import { z } from 'zod';
import { checkFieldValue, type FieldRule } from '@sorteo/shared';
import { RegistrationRuleId } from '@sorteo/shared/contract/registration-rules';
import { checkAmount, type AmountProblem } from './amount-check';

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

/**
 * A typed amount read into minor units and kept within `bounds`; each problem is said by
 * the form's own text key (`problems`), whose `{{min}}` and `{{max}}` the field fills.
 */
export function amountSchema(
  exponent: number,
  bounds: { minAmount: number; maxAmount: number },
  problems: Record<AmountProblem, string>,
) {
  return z.string().transform((text, ctx) => {
    const checked = checkAmount(text, exponent, bounds);
    if (checked.problem === null) return checked.amount;
    ctx.addIssue({ code: 'custom', message: problems[checked.problem] });
    return z.NEVER;
  });
}
