import type { NoLoginSmsRequest, SmsSent } from '@sorteo/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/verification/sms/noLogin: a sign-in code to a member's mobile. */
export function sendLoginSms(request: Omit<NoLoginSmsRequest, 'purpose'>): Promise<SmsSent> {
  return apiPost<SmsSent>('/wps/verification/sms/noLogin', { ...request, purpose: 'login' });
}
