import type {
  PhoneAuthToken,
  PhoneAuthVerifyRequest,
  RegisterSmsAnswer,
  RegisterSmsRequest,
} from '@sorteo/shared';
import { phoneEndpoints } from '@sorteo/shared/contract/phone-endpoints';
import { call } from '../../../lib/api-client';

/** POST /wps/verification/phone-auth/send: the phone-auth service texts a code. */
export function sendPhoneAuthCode(request: RegisterSmsRequest): Promise<RegisterSmsAnswer> {
  return call(phoneEndpoints.phoneAuthSend, { body: request });
}

/** POST /wps/verification/phone-auth/verify: trades the code for the service's ID token. */
export function verifyPhoneAuthCode(request: PhoneAuthVerifyRequest): Promise<PhoneAuthToken> {
  return call(phoneEndpoints.phoneAuthVerify, { body: request });
}
