import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TotpStatus } from '@sorteo/shared';
import { apiPost } from '../../../lib/api-client';
import { totpStatusQueryOptions } from './get-totp-status';

/** POST /wps/member/security/totp/confirm (session): a code from the app binds it. */
export function confirmTotp(code: string): Promise<TotpStatus> {
  return apiPost<TotpStatus>('/wps/member/security/totp/confirm', { code });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    retry: false,
    onSuccess: (status) => queryClient.setQueryData(totpStatusQueryOptions().queryKey, status),
  });
}
