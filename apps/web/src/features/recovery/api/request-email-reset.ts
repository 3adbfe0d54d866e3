import { useMutation } from '@tanstack/react-query';
import type { EmailResetRequest } from '@sorteo/shared';
import { recoveryEndpoints } from '@sorteo/shared/contract/recovery-endpoints';
import { callForm } from '../../../lib/api-client';

/** POST /wps/member/password/email (form): mails a single-use reset link to the member. */
export function requestEmailReset(request: EmailResetRequest): Promise<null> {
  return callForm(recoveryEndpoints.emailReset, {
    body: { username: request.username, email: request.email },
  });
}

export function useRequestEmailReset() {
  return useMutation({ mutationFn: requestEmailReset, retry: false });
}
