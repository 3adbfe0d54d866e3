import { checkFieldValue, type FieldRule } from '@sorteo/shared';
import { RegistrationRuleId } from '@sorteo/shared/contract/registration-rules';
import { boundsOf, type RuleBounds } from '../../../lib/field-rule-messages';

/**
 * What is wrong with one value of an account form, in the terms of SPEC §5 (said by
 * `lib/field-rule-messages`): a rule the value breaks — empty, against the merchant's rule
 * for the field with its bounds, a confirmation that differs, the weak default password —
 * or a refusal of the server's own.
 */
export type FieldProblem =
  | { kind: 'rule'; rule: string; bounds?: RuleBounds }
  /** The server refused the value for a reason of its own, carried as the error's text. */
  | { kind: 'server'; message: string };

export const requiredProblem: FieldProblem = { kind: 'rule', rule: RegistrationRuleId.required };

/** A required value against the merchant's rule for its field, when the rule is known. */
export function checkRequired(rule: FieldRule | undefined, value: string): FieldProblem | null {
  if (value === '') return requiredProblem;
  const failed = rule ? checkFieldValue(rule, value) : null;
  return failed ? { kind: 'rule', rule: failed.rule, bounds: boundsOf(rule) } : null;
}

/** The confirmation of a new password: required, then equal. */
export function checkConfirmation(password: string, confirmation: string): FieldProblem | null {
  if (confirmation === '') return requiredProblem;
  return password === confirmation ? null : { kind: 'rule', rule: RegistrationRuleId.mismatch };
}

type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/** Only the fields that have a problem; empty when the form may be sent. */
export function collectProblems<F extends string>(
  checks: Record<F, FieldProblem | null>,
): Problems<F> {
  const found: Problems<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const problem = checks[field];
    if (problem) found[field] = problem;
  }
  return found;
}

export const hasProblems = (problems: object) => Object.keys(problems).length > 0;
