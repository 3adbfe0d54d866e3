import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TotpStatus } from '@sorteo/shared';
import { stepUpEndpoints } from '@sorteo/shared/contract/step-up-endpoints';
import { call } from '../../../lib/api-client';
import { totpStatusQueryOptions } from './get-totp-status';

/** DELETE /wps/member/security/totp (session): a current code from the app unbinds it. */
export function unbindTotp(code: string): Promise<TotpStatus> {
  return call(stepUpEndpoints.unbindTotp, { body: { code } });
}

export function useUnbindTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindTotp,
    retry: false,
    onSuccess: (status) => queryClient.setQueryData(totpStatusQueryOptions().queryKey, status),
  });
}
