import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { passwordLoginRequestSchema, smsLoginRequestSchema } from '@sorteo/shared';
import { schemaResolver, type SchemaProblems } from '../../../components/ui/form/schema-resolver';

/** The two ways of the form: username and password, or an SMS code. */
export type LoginMode = 'username' | 'sms';

/** Every field of both ways; only the chosen way's are checked and sent. */
export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

export const loginFields = {
  username: ['username', 'password', 'captcha'],
  sms: ['countryDialingCode', 'mobileNum', 'verificationCode'],
} as const satisfies Record<LoginMode, readonly (keyof LoginValues)[]>;

export interface PasswordLoginOptions {
  /** The captcha the server asked for after repeated failures is on show. */
  captchaShown: boolean;
  /** A remember token stands in for the password, which may then stay empty. */
  passwordOptional: boolean;
}

/**
 * SPEC §5 "Login", username mode: the shared schema of the call's username variant. Inputs
 * are trimmed, the password is not; the captcha is asked for only while it is shown.
 */
export function passwordLoginFormSchema({ captchaShown, passwordOptional }: PasswordLoginOptions) {
  const { username, password, captcha } = passwordLoginRequestSchema.shape;
  return z.object({
    username,
    password: passwordOptional ? password.or(z.literal('')) : password,
    captcha: captchaShown ? captcha.unwrap().min(1) : z.string(),
  });
}

/** SMS mode: the shared schema of the call's SMS variant (the code is not trimmed). */
export const smsLoginFormSchema = smsLoginRequestSchema.omit({ type: true });

/** How each mode says its problems: "(label) no puede estar vacío", SPEC §8 texts. */
export const loginProblems = {
  username: { required: 'login.notEmpty', invalid: 'login.tooLong' },
  sms: {
    requiredBy: {
      countryDialingCode: 'errors.INVALID_PHONE_NUMBER',
      mobileNum: 'errors.MISSING_PHONE_NUMBER',
      verificationCode: 'errors.VERIFICATION_CODE_INVALID',
    },
    invalidBy: {
      countryDialingCode: 'errors.INVALID_PHONE_NUMBER',
      mobileNum: 'errors.INVALID_PHONE_NUMBER',
    },
    invalid: 'login.tooLong',
  },
} as const satisfies Record<LoginMode, SchemaProblems>;

export interface LoginResolverOptions {
  mode: LoginMode;
  captchaShown: boolean;
  /** Whether a remember token stands in for the password of `username`. */
  passwordOptional: (username: string) => boolean;
}

/**
 * Resolves the form by its chosen mode's schema. What it sends on is every value of the
 * form, the mode's own parsed (trimmed) by the schema.
 */
export function loginResolver({
  mode,
  captchaShown,
  passwordOptional,
}: LoginResolverOptions): Resolver<LoginValues> {
  const bySms = schemaResolver(smsLoginFormSchema, loginProblems.sms);
  const byPassword = (optional: boolean) =>
    schemaResolver(
      passwordLoginFormSchema({ captchaShown, passwordOptional: optional }),
      loginProblems.username,
    );
  const withPassword = byPassword(false);
  const withToken = byPassword(true);
  return async (values, context, options) => {
    const chosen =
      mode === 'sms' ? bySms : passwordOptional(values.username) ? withToken : withPassword;
    const result = await chosen(values, context, options as never);
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
    return { values: { ...values, ...result.values }, errors: {} };
  };
}
