import type { FieldRule } from '@sorteo/shared';
import type { RegistrationField } from '@sorteo/shared/contract/constants';
import {
  checkCaptchaAnswer,
  RegistrationRuleId,
  registrationFieldsSchema,
} from '@sorteo/shared/contract/registration-rules';
import { untrimmedFields, type ShownField } from './register-fields';

export type FormValues = Partial<Record<RegistrationField, string>>;

/** One field at fault and the rule it broke, as the API names them too. */
export type FieldProblem = { field: string; rule: string };

/** Codes that came with the page address rather than from the form. */
export type AddressCodes = { affiliateCode?: string; referralCode?: string };

/** Checked by their own step, not by the rules schema. */
const ownStepFields: ReadonlySet<RegistrationField> = new Set(['captcha', 'verificationCode']);

/**
 * The rule-checked fields the register call carries: what the shown fields hold (trimmed,
 * passwords as typed, empty ones left out), plus codes from the address the form does not show.
 */
export function collectFields(
  values: FormValues,
  shown: readonly ShownField[],
  address: AddressCodes,
): FormValues {
  const collected: FormValues = {};
  for (const { field } of shown) {
    if (ownStepFields.has(field)) continue;
    const raw = values[field] ?? '';
    const value = untrimmedFields.has(field) ? raw : raw.trim();
    if (value !== '') collected[field] = value;
  }
  for (const field of ['affiliateCode', 'referralCode'] as const) {
    const code = address[field];
    if (code && !shown.some((s) => s.field === field)) collected[field] = code;
  }
  return collected;
}

function ruleOf(issue: { params?: unknown; code: string }): string {
  const params = issue.params as { rule?: unknown } | undefined;
  return typeof params?.rule === 'string' ? params.rule : issue.code;
}

/**
 * Every problem of the form, at most one per field, in the order the fields are shown. The
 * rules run through the same schema the API checks the payload with.
 */
export function validateFields(
  rules: readonly FieldRule[],
  shown: readonly ShownField[],
  values: FormValues,
  address: AddressCodes,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const parsed = registrationFieldsSchema(rules).safeParse(collectFields(values, shown, address));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({ field: issue.path.map(String).join('.'), rule: ruleOf(issue) });
    }
  }
  const shows = (field: RegistrationField) => shown.some((s) => s.field === field);
  if (shows('captcha')) {
    const failed = checkCaptchaAnswer(rules, values.captcha?.trim());
    if (failed) problems.push({ field: 'captcha', rule: failed.rule });
  }
  if (shows('verificationCode') && !values.verificationCode) {
    problems.push({ field: 'verificationCode', rule: RegistrationRuleId.required });
  }
  const order = (field: string) => {
    const index = shown.findIndex((s) => s.field === field);
    return index === -1 ? shown.length : index;
  };
  const firstPerField = new Map<string, FieldProblem>();
  for (const problem of [...problems].sort((a, b) => order(a.field) - order(b.field))) {
    if (!firstPerField.has(problem.field)) firstPerField.set(problem.field, problem);
  }
  return [...firstPerField.values()];
}
