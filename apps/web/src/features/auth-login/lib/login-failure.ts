import { stepUpChallengeSchema, type StepUpChallenge } from '@sorteo/shared';
import { ApiError, errorKey, type ErrorTextKey } from '../../../lib/api-client';
import type { LoginField } from './login-validation';

/** What the form does about a refused login. */
export type LoginFailure =
  /** A new address: the password is proved, one more code is needed (SPEC §4, last line). */
  | { kind: 'stepUp'; challenge: StepUpChallenge }
  /** The remembered sign-in is spent or revoked: forget it and ask for the password. */
  | { kind: 'rememberExpired'; message: ErrorTextKey }
  /** Anything else: a message, on a field when the server named one of the form's. */
  | { kind: 'message'; message: ErrorTextKey; field: LoginField | null; captcha: boolean };

const formFields: readonly string[] = [
  'username',
  'password',
  'captcha',
  'countryDialingCode',
  'mobileNum',
  'verificationCode',
] satisfies LoginField[];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function readLoginFailure(error: unknown): LoginFailure {
  const message = errorKey(error);
  if (!(error instanceof ApiError))
    return { kind: 'message', message, field: null, captcha: false };
  if (error.code === 'VERIFICATION_REQUIRED') {
    const challenge = stepUpChallengeSchema.safeParse(error.value);
    if (challenge.success) return { kind: 'stepUp', challenge: challenge.data };
  }
  if (error.code === 'REMEMBER_TOKEN_INVALID') return { kind: 'rememberExpired', message };
  const value = isRecord(error.value) ? error.value : {};
  const field =
    typeof value.field === 'string' && formFields.includes(value.field)
      ? (value.field as LoginField)
      : null;
  // The server asks for a captcha on every failure once the account or address must solve one.
  return { kind: 'message', message, field, captcha: value.captcha === true };
}
