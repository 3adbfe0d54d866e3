import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TotpStatus } from '@sorteo/shared';
import { stepUpEndpoints } from '@sorteo/shared/contract/step-up-endpoints';
import { call } from '../../../lib/api-client';

/** GET /wps/member/security/totp (session): whether an authenticator app is bound. */
export function getTotpStatus(signal?: AbortSignal): Promise<TotpStatus> {
  return call(stepUpEndpoints.totpStatus, {}, { signal });
}

export const totpStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['security-center', 'totp'],
    queryFn: ({ signal }) => getTotpStatus(signal),
    staleTime: 0,
  });

export function useTotpStatus(enabled: boolean) {
  return useQuery({ ...totpStatusQueryOptions(), enabled });
}
