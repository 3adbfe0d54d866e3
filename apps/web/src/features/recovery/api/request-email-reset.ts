import { useMutation } from '@tanstack/react-query';
import type { EmailResetRequest } from '@sorteo/shared';
import { apiPostForm } from '../../../lib/api-client';

/** POST /wps/member/password/email (form): mails a single-use reset link to the member. */
export function requestEmailReset(request: EmailResetRequest): Promise<null> {
  return apiPostForm<null>('/wps/member/password/email', {
    username: request.username,
    email: request.email,
  });
}

export function useRequestEmailReset() {
  return useMutation({ mutationFn: requestEmailReset, retry: false });
}
