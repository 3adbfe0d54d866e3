import type { RegisterSettings } from '@sorteo/shared';

let mode: RegisterSettings['phoneVerification'] = 'sms';

/**
 * How this process proves phone numbers at registration (env PHONE_VERIFICATION), for the
 * registration switches every client reads. Set once when the phone routes are registered;
 * the env is one per process, so one value serves every merchant.
 */
export function adoptPhoneVerification(value: RegisterSettings['phoneVerification']): void {
  mode = value;
}

export const phoneVerificationMode = (): RegisterSettings['phoneVerification'] => mode;
