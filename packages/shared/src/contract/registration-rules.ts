import { z } from 'zod';
import type { RegistrationField } from './constants.js';
import type { FieldRule } from './system.js';

/**
 * Registration fields a shown form always marks as required (SPEC §5), whatever the
 * rule's own `required` says.
 */
export const alwaysRequiredFields: ReadonlySet<RegistrationField> = new Set([
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
]);

/** Fields a form shows in a registration mode even when their rule is disabled. */
const alwaysShownFields: ReadonlySet<RegistrationField> = new Set([
  'username',
  'password',
  'confirmPassword',
]);

/**
 * Fields that may arrive from the page address rather than the form (SPEC §4: the
 * affiliate field is hidden when the URL carries a code), so a disabled rule never
 * refuses them.
 */
const fromAddressFields: ReadonlySet<RegistrationField> = new Set([
  'affiliateCode',
  'referralCode',
]);

/**
 * Fields checked by their own step rather than as plain form text: the captcha answer
 * (with its captchaId) and the SMS code.
 */
const separatelyCheckedFields: ReadonlySet<RegistrationField> = new Set([
  'captcha',
  'verificationCode',
]);

/** The rule id an issue carries: the web turns it into the §5 text. */
export const RegistrationRuleId = {
  required: 'required',
  mismatch: 'mismatch',
  notAllowed: 'not_allowed',
  pattern: (patternId: string) => `reg_pattern_${patternId}`,
} as const;

/** What the field's rule says about one value; null when it passes. */
export type RuleCheck = { rule: string; message: string } | null;

const ANY = '*';

export function isFieldShown(rule: FieldRule): boolean {
  return rule.enabled || alwaysShownFields.has(rule.field);
}

export function isFieldRequired(rule: FieldRule): boolean {
  return isFieldShown(rule) && (rule.required || alwaysRequiredFields.has(rule.field));
}

/** Length counts characters (code points), as a person would. */
export function checkFieldValue(rule: FieldRule, value: string): RuleCheck {
  const length = [...value].length;
  const pattern = rule.acceptedPattern.trim();
  const matches = pattern === ANY || new RegExp(pattern, 'u').test(value);
  if (length < rule.minLength || length > rule.maxLength || !matches) {
    const bounds =
      rule.minLength === rule.maxLength
        ? `${rule.minLength}`
        : `${rule.minLength} - ${rule.maxLength}`;
    return {
      rule: RegistrationRuleId.pattern(rule.patternId),
      message: `${bounds} characters, ${rule.patternId}`,
    };
  }
  return null;
}

export type RegistrationOptions = {
  /** Checked against the captcha answer when the captcha rule is enabled. */
  withCaptcha?: boolean;
};

type Input = Partial<Record<RegistrationField, string | undefined>>;

/**
 * The registration form's schema built from the merchant's rules (`GET regValidata`): the
 * API checks the payload with it and the web form resolves with it, so both refuse the same
 * input with the same field and rule id.
 */
export function registrationFieldsSchema(rules: readonly FieldRule[]) {
  const byField = new Map(rules.map((r) => [r.field, r]));
  return z.record(z.string(), z.unknown()).superRefine((input, ctx) => {
    const values = input as Input;
    for (const rule of byField.values()) {
      if (separatelyCheckedFields.has(rule.field)) continue;
      const value = values[rule.field];
      const present = typeof value === 'string' && value !== '';
      if (!isFieldShown(rule)) {
        if (present && !fromAddressFields.has(rule.field)) {
          ctx.addIssue({
            code: 'custom',
            path: [rule.field],
            message: 'this field is not accepted',
            params: { rule: RegistrationRuleId.notAllowed },
          });
          continue;
        }
        if (!fromAddressFields.has(rule.field)) continue;
      }
      if (!present) {
        if (isFieldRequired(rule)) {
          ctx.addIssue({
            code: 'custom',
            path: [rule.field],
            message: 'not empty',
            params: { rule: RegistrationRuleId.required },
          });
        }
        continue;
      }
      const failed = checkFieldValue(rule, value);
      if (failed) {
        ctx.addIssue({
          code: 'custom',
          path: [rule.field],
          message: failed.message,
          params: { rule: failed.rule },
        });
      }
    }
    const password = values.password;
    const confirm = values.confirmPassword;
    if (password && confirm && password !== confirm) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'inconsistent twice',
        params: { rule: RegistrationRuleId.mismatch },
      });
    }
  });
}

/** A captcha answer against the captcha rule, when that rule is enabled. */
export function checkCaptchaAnswer(rules: readonly FieldRule[], answer: string | undefined) {
  const rule = rules.find((r) => r.field === 'captcha');
  if (!rule?.enabled) return null;
  if (!answer) return { rule: RegistrationRuleId.required, message: 'not empty' };
  return checkFieldValue(rule, answer);
}
