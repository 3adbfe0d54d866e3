import type { FieldRule } from '@sorteo/shared';
import { RegistrationRuleId } from '@sorteo/shared/contract/registration-rules';
import { ApiError } from '../../../lib/api-client';
import { boundsOf } from '../../../lib/field-rule-messages';
import type { FieldProblem } from './field-problems';

/** Rules the API names that read the same whatever the field's merchant rule. */
const plainRules: readonly string[] = [
  RegistrationRuleId.required,
  RegistrationRuleId.mismatch,
  'weak_default',
];

type Issue = { field: string; rule: string };

function issuesOf(value: unknown): Issue[] {
  if (typeof value !== 'object' || value === null) return [];
  const { field, issues } = value as { field?: unknown; issues?: unknown };
  if (Array.isArray(issues)) {
    return issues.filter(
      (i): i is Issue =>
        typeof i === 'object' &&
        i !== null &&
        typeof i.field === 'string' &&
        typeof i.rule === 'string',
    );
  }
  return typeof field === 'string' ? [{ field, rule: '' }] : [];
}

/**
 * The fields a server refusal names, as the form shows them: a rule the form knows gets
 * the same text the form would have given (`rules`: the merchant's rule behind each field);
 * any other refusal of a field gets the text of the error itself. Fields the form does not
 * have are left out: the caller shows the error as a whole then.
 */
export function serverProblems<F extends string>(
  error: unknown,
  fields: readonly F[],
  rules: Partial<Record<F, FieldRule>>,
  errorText: string,
): Partial<Record<F, FieldProblem>> {
  if (!(error instanceof ApiError)) return {};
  const found: Partial<Record<F, FieldProblem>> = {};
  for (const issue of issuesOf(error.value)) {
    if (!(fields as readonly string[]).includes(issue.field)) continue;
    const field = issue.field as F;
    if (found[field]) continue;
    const rule = rules[field];
    const known = rule !== undefined && issue.rule === RegistrationRuleId.pattern(rule.patternId);
    found[field] = plainRules.includes(issue.rule)
      ? { kind: 'rule', rule: issue.rule }
      : known
        ? { kind: 'rule', rule: issue.rule, bounds: boundsOf(rule) }
        : { kind: 'server', message: errorText };
  }
  return found;
}
