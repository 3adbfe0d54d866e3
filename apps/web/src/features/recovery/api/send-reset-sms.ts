import { useMutation } from '@tanstack/react-query';
import type { SmsSent } from '@sorteo/shared';
import { phoneEndpoints } from '@sorteo/shared/contract/phone-endpoints';
import { call } from '../../../lib/api-client';

export type ResetSmsRequest = { countryDialingCode: string; mobileNum: string; botToken: string };

/** POST /wps/verification/sms/noLogin for a reset by phone; answers when to allow a resend. */
export function sendResetSms(request: ResetSmsRequest): Promise<SmsSent> {
  return call(phoneEndpoints.noLoginSms, { body: { ...request, purpose: 'resetPassword' } });
}

export function useSendResetSms() {
  return useMutation({ mutationFn: sendResetSms, retry: false });
}
