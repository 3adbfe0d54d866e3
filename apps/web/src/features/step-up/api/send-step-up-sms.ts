import { useMutation } from '@tanstack/react-query';
import type { SmsSent } from '@sorteo/shared';
import { stepUpEndpoints } from '@sorteo/shared/contract/step-up-endpoints';
import { call } from '../../../lib/api-client';

/** POST /wps/session/login/verify/sms: a code to the mobile bound to the ticket's member. */
export function sendStepUpSms(ticket: string): Promise<SmsSent> {
  return call(stepUpEndpoints.sendStepUpSms, { body: { ticket } });
}

export function useSendStepUpSms() {
  return useMutation({ mutationFn: sendStepUpSms, retry: false });
}
