import { useMutation } from '@tanstack/react-query';
import type { SmsSent } from '@sorteo/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/session/login/verify/sms: a code to the mobile bound to the ticket's member. */
export function sendStepUpSms(ticket: string): Promise<SmsSent> {
  return apiPost<SmsSent>('/wps/session/login/verify/sms', { ticket });
}

export function useSendStepUpSms() {
  return useMutation({ mutationFn: sendStepUpSms, retry: false });
}
