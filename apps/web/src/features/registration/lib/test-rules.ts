import type { FieldRule, RegisterSettings } from '@sorteo/shared';

/** Rules like a new merchant's (apps/api provision.ts), for the unit tests of this folder. */
export function defaultRules(
  changes: Partial<Record<FieldRule['field'], Partial<FieldRule>>> = {},
) {
  const rule = (
    field: FieldRule['field'],
    patternId: string,
    acceptedPattern: string,
    minLength: number,
    maxLength: number,
    enabled: boolean,
    required: boolean,
  ): FieldRule => ({
    field,
    patternId,
    acceptedPattern,
    minLength,
    maxLength,
    enabled,
    required,
    ...changes[field],
  });
  return [
    rule('username', 'USERNAME', '^[a-zA-Z][a-zA-Z0-9]*$', 6, 16, true, true),
    rule('password', 'NO_SPACES', '^\\S+$', 6, 64, true, true),
    rule('confirmPassword', 'NO_SPACES', '^\\S+$', 6, 64, true, true),
    rule('payeeName', 'ANY', '*', 2, 64, false, false),
    rule('email', 'EMAIL', '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 100, true, false),
    rule('mobileNum', 'DIGITS', '^[0-9]+$', 8, 15, true, true),
    rule('captcha', 'ALPHANUMERIC', '^[a-zA-Z0-9]+$', 4, 6, false, false),
    rule('verificationCode', 'DIGITS', '^[0-9]+$', 4, 8, true, true),
    rule('affiliateCode', 'ALPHANUMERIC', '^[a-zA-Z0-9]+$', 4, 32, true, false),
    rule('paymentPassword', 'DIGITS', '^[0-9]+$', 6, 6, false, false),
    rule('referralCode', 'ALPHANUMERIC', '^[a-zA-Z0-9]+$', 4, 32, true, false),
    rule('nickname', 'ANY', '*', 2, 32, false, false),
    rule('birthday', 'DATE', '^\\d{4}-\\d{2}-\\d{2}$', 10, 10, false, false),
  ];
}

export const settings: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: true,
  mobileRegPass: true,
  smsForUsernameRegistration: false,
  directRegistration: true,
  freePlay: true,
  defaultCountryDialingCode: '84',
  minimumAge: 18,
  socialSignIn: { google: false, facebook: false },
  phoneVerification: 'sms',
};
