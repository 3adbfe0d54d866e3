import type { PhoneAuthToken, PhoneAuthVerifyRequest, RegisterSmsRequest } from '@sorteo/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/verification/phone-auth/send: the phone-auth service texts a code. */
export function sendPhoneAuthCode(request: RegisterSmsRequest): Promise<unknown> {
  return apiPost<unknown>('/wps/verification/phone-auth/send', request);
}

/** POST /wps/verification/phone-auth/verify: trades the code for the service's ID token. */
export function verifyPhoneAuthCode(request: PhoneAuthVerifyRequest): Promise<PhoneAuthToken> {
  return apiPost<PhoneAuthToken>('/wps/verification/phone-auth/verify', request);
}
