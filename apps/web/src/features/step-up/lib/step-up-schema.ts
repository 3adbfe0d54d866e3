import type { StepUpMethod } from '@sorteo/shared';
import { stepUpVerifyRequestSchema } from '@sorteo/shared/contract/sign-in-extras';

const totpCode = /^\d{6}$/;

/** An empty code is said with the recovery texts. */
export const stepUpProblems = { required: 'recovery.rules.required' };

/** The code of the call's schema; an authenticator's is six digits, which the web checks first. */
export function stepUpFormSchema(method: StepUpMethod) {
  return stepUpVerifyRequestSchema.pick({ code: true }).superRefine(({ code }, ctx) => {
    if (method === 'totp' && code !== '' && !totpCode.test(code)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'recovery.rules.sixDigits' });
    }
  });
}
