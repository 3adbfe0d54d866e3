import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TotpStatus } from '@sorteo/shared';
import { stepUpEndpoints } from '@sorteo/shared/contract/step-up-endpoints';
import { call } from '../../../lib/api-client';
import { totpStatusQueryOptions } from './get-totp-status';

/** POST /wps/member/security/totp/confirm (session): a code from the app binds it. */
export function confirmTotp(code: string): Promise<TotpStatus> {
  return call(stepUpEndpoints.confirmTotp, { body: { code } });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    retry: false,
    onSuccess: (status) => queryClient.setQueryData(totpStatusQueryOptions().queryKey, status),
  });
}
