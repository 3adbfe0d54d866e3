import { checkFieldValue, type FieldRule } from '@sorteo/shared';

/**
 * What is wrong with one value of an account form, in the terms of SPEC §5: empty,
 * against the merchant's rule for the field (`reg_pattern_{patternId}` with its bounds),
 * or a confirmation that differs ("inconsistent twice").
 */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'mismatch' }
  /** The merchant's weak default password, which never counts as a password of one's own. */
  | { kind: 'weakDefault' }
  | { kind: 'pattern'; patternId: string; bounds: string }
  /** The server refused the value for a reason of its own, carried as the error's text key. */
  | { kind: 'server'; message: string };

/** "(min) - (max)", or the one number when both are the same (SPEC §5). */
export function ruleBounds(rule: Pick<FieldRule, 'minLength' | 'maxLength'>): string {
  return rule.minLength === rule.maxLength
    ? String(rule.minLength)
    : `${rule.minLength} - ${rule.maxLength}`;
}

/** A required value against the merchant's rule for its field, when the rule is known. */
export function checkRequired(rule: FieldRule | undefined, value: string): FieldProblem | null {
  if (value === '') return { kind: 'required' };
  if (!rule || checkFieldValue(rule, value) === null) return null;
  return { kind: 'pattern', patternId: rule.patternId, bounds: ruleBounds(rule) };
}

/** The confirmation of a new password: required, then equal. */
export function checkConfirmation(password: string, confirmation: string): FieldProblem | null {
  if (confirmation === '') return { kind: 'required' };
  return password === confirmation ? null : { kind: 'mismatch' };
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
