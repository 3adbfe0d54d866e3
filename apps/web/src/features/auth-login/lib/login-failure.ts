import { stepUpChallengeSchema, type StepUpChallenge } from '@sorteo/shared';
import { ApiError, errorKey, type ErrorTextKey } from '../../../lib/api-client';

/**
 * What the form does about a refused login besides showing it: the fields and the alert
 * above the form are `applyServerProblems`'s to fill.
 */
export type LoginFailure =
  /** A new address: the password is proved, one more code is needed (SPEC §4, last line). */
  | { kind: 'stepUp'; challenge: StepUpChallenge }
  /** The remembered sign-in is spent or revoked: forget it and ask for the password. */
  | { kind: 'rememberExpired'; message: ErrorTextKey }
  /** Anything else, and whether the next try must solve a captcha. */
  | { kind: 'refused'; captcha: boolean };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function readLoginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { kind: 'refused', captcha: false };
  if (error.code === 'VERIFICATION_REQUIRED') {
    const challenge = stepUpChallengeSchema.safeParse(error.value);
    if (challenge.success) return { kind: 'stepUp', challenge: challenge.data };
  }
  if (error.code === 'REMEMBER_TOKEN_INVALID') {
    return { kind: 'rememberExpired', message: errorKey(error) };
  }
  // The server asks for a captcha on every failure once the account or address must solve one.
  return { kind: 'refused', captcha: isRecord(error.value) && error.value.captcha === true };
}
