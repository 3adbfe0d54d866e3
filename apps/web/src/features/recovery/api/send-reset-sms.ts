import { useMutation } from '@tanstack/react-query';
import type { SmsSent } from '@sorteo/shared';
import { apiPost } from '../../../lib/api-client';

export type ResetSmsRequest = { countryDialingCode: string; mobileNum: string; botToken: string };

/** POST /wps/verification/sms/noLogin for a reset by phone; answers when to allow a resend. */
export function sendResetSms(request: ResetSmsRequest): Promise<SmsSent> {
  return apiPost<SmsSent>('/wps/verification/sms/noLogin', {
    ...request,
    purpose: 'resetPassword',
  });
}

export function useSendResetSms() {
  return useMutation({ mutationFn: sendResetSms, retry: false });
}
