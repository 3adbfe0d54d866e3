import type { FieldRule, RegisterSettings } from '@sorteo/shared';
import type { RegistrationField } from '@sorteo/shared/contract/constants';
import {
  alwaysRequiredFields,
  isFieldRequired,
  isFieldShown,
} from '@sorteo/shared/contract/registration-rules';
import {
  mobileRegistrationRules,
  withMobileRequired,
} from '@sorteo/shared/contract/phone-verification';

/** The two tabs of the form (SPEC §4 type 'register' / 'registerMobile'). */
export type RegisterMode = 'username' | 'mobile';

/** Fields in the order the form shows them. */
const fieldOrder: readonly RegistrationField[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'nickname',
  'email',
  'birthday',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'telegram',
  'idNumber',
  'recommenderId',
  'referralCode',
  'affiliateCode',
  'captcha',
];

/** Passwords are never trimmed: a space is part of what the member typed. */
export const untrimmedFields: ReadonlySet<RegistrationField> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
]);

export const smsCodeMaxLength = 255;

/**
 * The merchant's rules as they apply to one tab, exactly as the API applies them: mobile
 * registration generates the account name, always asks for the number and asks for a
 * password only when MOBILENUMPASSREG3 is on; a username registration that proves the
 * number by SMS (REGMOBVERF3) requires the number too.
 */
export function rulesForMode(
  rules: readonly FieldRule[],
  mode: RegisterMode,
  settings: Pick<RegisterSettings, 'mobileRegPass' | 'smsForUsernameRegistration'>,
): FieldRule[] {
  if (mode === 'mobile') return mobileRegistrationRules(rules, settings);
  return settings.smsForUsernameRegistration ? withMobileRequired(rules) : [...rules];
}

export type ShownField = {
  field: RegistrationField;
  /** Undefined only for the SMS code when the merchant has no rule for it. */
  rule: FieldRule | undefined;
  /** Marked with an asterisk (SPEC §5). */
  starred: boolean;
};

export type FieldContext = {
  mode: RegisterMode;
  settings: Pick<RegisterSettings, 'smsForUsernameRegistration'>;
  /** The address carried an affiliate code the server confirmed: its field stays hidden. */
  affiliateFromAddress: boolean;
};

function isShown(
  field: RegistrationField,
  rule: FieldRule | undefined,
  shownRules: ReadonlySet<RegistrationField>,
  context: FieldContext,
): boolean {
  switch (field) {
    case 'verificationCode':
      return (
        shownRules.has('mobileNum') &&
        (context.mode === 'mobile' || context.settings.smsForUsernameRegistration)
      );
    case 'captcha':
      return rule?.enabled ?? false;
    case 'affiliateCode':
      return !context.affiliateFromAddress && rule !== undefined && isFieldShown(rule);
    default:
      return rule !== undefined && isFieldShown(rule);
  }
}

/** The fields one tab shows, in order, with their rule and whether they carry the star. */
export function shownFields(rules: readonly FieldRule[], context: FieldContext): ShownField[] {
  const byField = new Map(rules.map((rule) => [rule.field, rule]));
  const shownRules = new Set(rules.filter(isFieldShown).map((rule) => rule.field));
  return fieldOrder
    .filter((field) => isShown(field, byField.get(field), shownRules, context))
    .map((field) => {
      const rule = byField.get(field);
      // An enabled captcha is always asked for (checkCaptchaAnswer), so it is starred too.
      const starred =
        field === 'captcha' ||
        alwaysRequiredFields.has(field) ||
        (rule !== undefined && isFieldRequired(rule));
      return { field, rule, starred };
    });
}
