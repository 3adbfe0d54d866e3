import { z } from 'zod';
import type { FieldRule } from '@sorteo/shared';
import type { RegistrationField } from '@sorteo/shared/contract/constants';
import {
  checkCaptchaAnswer,
  RegistrationRuleId,
  registrationFieldsSchema,
} from '@sorteo/shared/contract/registration-rules';
import { untrimmedFields, type ShownField } from './register-fields';

export type FormValues = Partial<Record<RegistrationField, string>>;

/** The form's values: the shown fields' text and the age and terms confirmation. */
export type RegisterFormValues = FormValues & { agreed: boolean };

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

/** Said under the age and terms confirmation when it is left unticked. */
export const agreementProblem = 'register.problems.agreement';

/**
 * The form's schema: the shared schema of the merchant's field rules (the one the API
 * checks the payload with) over what the call would carry, the captcha answer against its
 * rule, and what the web asks besides: the SMS code, and the age and terms confirmation
 * once every field is right (SPEC §4). Each issue's message is the field's rule id, so
 * the form and the API's `issues` say a problem the same way. A field the tab does not
 * show (a code from the address) gets its problem under its own name too.
 */
export function registerFormSchema(
  rules: readonly FieldRule[],
  shown: readonly ShownField[],
  address: AddressCodes,
) {
  const fieldsSchema = registrationFieldsSchema(rules);
  const shows = (field: RegistrationField) => shown.some((s) => s.field === field);
  return z.custom<RegisterFormValues>().superRefine((values, ctx) => {
    let found = false;
    const refuse = (field: string, problem: string) => {
      found = true;
      ctx.addIssue({ code: 'custom', path: [field], message: problem });
    };
    const parsed = fieldsSchema.safeParse(collectFields(values, shown, address));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        refuse(issue.path.map(String).join('.'), ruleOf(issue));
    }
    if (shows('captcha')) {
      const failed = checkCaptchaAnswer(rules, values.captcha?.trim());
      if (failed) refuse('captcha', failed.rule);
    }
    if (shows('verificationCode') && !values.verificationCode) {
      refuse('verificationCode', RegistrationRuleId.required);
    }
    if (!found && !values.agreed) refuse('agreed', agreementProblem);
  });
}
