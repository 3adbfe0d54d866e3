import type { ParseKeys } from 'i18next';
import {
  dialingCode,
  mobileNumber,
  passwordLoginRequestSchema,
  smsLoginRequestSchema,
} from '@sorteo/shared';

export type LoginField =
  'username' | 'password' | 'captcha' | 'countryDialingCode' | 'mobileNum' | 'verificationCode';

/** A message to show on a field: a text key, and the field label it names, if any. */
export interface FieldProblem {
  key: ParseKeys;
  labelKey?: ParseKeys;
}

export type LoginProblems = Partial<Record<LoginField, FieldProblem>>;

export const fieldLabels: Record<LoginField, ParseKeys> = {
  username: 'login.username',
  password: 'login.password',
  captcha: 'login.captcha',
  countryDialingCode: 'login.dialCode',
  mobileNum: 'login.mobile',
  verificationCode: 'login.code',
};

const notEmpty = (field: LoginField): FieldProblem => ({
  key: 'login.notEmpty',
  labelKey: fieldLabels[field],
});
const tooLong = (field: LoginField): FieldProblem => ({
  key: 'login.tooLong',
  labelKey: fieldLabels[field],
});

const limits = {
  username: passwordLoginRequestSchema.shape.username.maxLength ?? 64,
  password: passwordLoginRequestSchema.shape.password.maxLength ?? 128,
  captcha: passwordLoginRequestSchema.shape.captcha.unwrap().maxLength ?? 16,
  verificationCode: smsLoginRequestSchema.shape.verificationCode.maxLength ?? 255,
};

export interface PasswordLoginValues {
  username: string;
  password: string;
  captcha: string;
}

/**
 * SPEC §5 "Login", username mode, checked as a group: every field at fault gets its
 * message at once. Inputs are trimmed except the password. The password may be left empty
 * only when a remember token stands in for it.
 */
export function checkPasswordLogin(
  values: PasswordLoginValues,
  options: { captchaShown: boolean; passwordOptional: boolean },
): LoginProblems {
  const problems: LoginProblems = {};
  const username = values.username.trim();
  if (!username) problems.username = notEmpty('username');
  else if (username.length > limits.username) problems.username = tooLong('username');
  if (!values.password && !options.passwordOptional) problems.password = notEmpty('password');
  else if (values.password.length > limits.password) problems.password = tooLong('password');
  if (options.captchaShown) {
    const captcha = values.captcha.trim();
    if (!captcha) problems.captcha = notEmpty('captcha');
    else if (captcha.length > limits.captcha) problems.captcha = tooLong('captcha');
  }
  return problems;
}

export interface SmsLoginValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

/** The number part alone: what sending a code needs. */
export function checkMobile(values: Omit<SmsLoginValues, 'verificationCode'>): LoginProblems {
  const problems: LoginProblems = {};
  if (!dialingCode.safeParse(values.countryDialingCode).success) {
    problems.countryDialingCode = { key: 'errors.INVALID_PHONE_NUMBER' };
  }
  if (!values.mobileNum.trim()) problems.mobileNum = { key: 'errors.MISSING_PHONE_NUMBER' };
  else if (!mobileNumber.safeParse(values.mobileNum).success) {
    problems.mobileNum = { key: 'errors.INVALID_PHONE_NUMBER' };
  }
  return problems;
}

/** SMS mode: number format, and a code (taken as typed, not trimmed). */
export function checkSmsLogin(values: SmsLoginValues): LoginProblems {
  const problems = checkMobile(values);
  if (!values.verificationCode) {
    problems.verificationCode = { key: 'errors.VERIFICATION_CODE_INVALID' };
  } else if (values.verificationCode.length > limits.verificationCode) {
    problems.verificationCode = tooLong('verificationCode');
  }
  return problems;
}

export const hasProblems = (problems: LoginProblems) => Object.keys(problems).length > 0;
