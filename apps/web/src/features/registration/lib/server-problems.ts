import type { FieldRule } from '@sorteo/shared';
import { ApiError, errorKey } from '../../../lib/api-client';
import {
  boundsOf,
  fieldRuleMessage,
  type FieldRuleMessage,
} from '../../../lib/field-rule-messages';

/** A problem the form shows above the submit button, naming the field when there is one. */
export type FormProblem = { text: FieldRuleMessage; field?: string };

export type Problems = { fields: Record<string, FieldRuleMessage>; form: FormProblem | null };

/** The API names a few fields differently from the form. */
const formFieldOf: Record<string, string> = { mobileNo: 'mobileNum', captchaId: 'captcha' };

export function formField(apiField: string): string {
  return formFieldOf[apiField] ?? apiField;
}

type Issue = { field: string; rule: string };

function issuesOf(value: unknown): Issue[] {
  const issues = (value as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (i): i is Issue =>
      typeof (i as Issue | null)?.field === 'string' && typeof (i as Issue).rule === 'string',
  );
}

/**
 * Where a failed call's problems go: on the shown field at fault (the API's `issues`, or
 * its `field` with the error's own text), else above the submit button.
 */
export function problemsOfError(
  error: unknown,
  shown: ReadonlySet<string>,
  rules: readonly FieldRule[],
  hasText: (key: string) => boolean,
): Problems {
  const fields: Record<string, FieldRuleMessage> = {};
  let form: FormProblem | null = null;
  const place = (field: string | undefined, text: FieldRuleMessage) => {
    if (field && shown.has(field)) fields[field] ??= text;
    else form ??= { text, ...(field ? { field } : {}) };
  };
  if (!(error instanceof ApiError)) {
    return { fields, form: { text: { key: errorKey(error) } } };
  }
  const issues = issuesOf(error.value);
  for (const issue of issues) {
    const field = formField(issue.field);
    const rule = rules.find((r) => r.field === field);
    place(field, fieldRuleMessage({ field, rule: issue.rule }, boundsOf(rule), hasText));
  }
  if (issues.length === 0) {
    const field = error.value?.field;
    place(field === undefined ? undefined : formField(field), { key: errorKey(error) });
  }
  return { fields, form };
}
