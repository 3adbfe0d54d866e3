import type { NoLoginSmsRequest, SmsSent } from '@sorteo/shared';
import { phoneEndpoints } from '@sorteo/shared/contract/phone-endpoints';
import { call } from '../../../lib/api-client';

/** POST /wps/verification/sms/noLogin: a sign-in code to a member's mobile. */
export function sendLoginSms(request: Omit<NoLoginSmsRequest, 'purpose'>): Promise<SmsSent> {
  return call(phoneEndpoints.noLoginSms, { body: { ...request, purpose: 'login' } });
}
