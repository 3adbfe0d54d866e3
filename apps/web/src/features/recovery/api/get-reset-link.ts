import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResetLinkStatus } from '@sorteo/shared';
import { recoveryEndpoints } from '@sorteo/shared/contract/recovery-endpoints';
import { call } from '../../../lib/api-client';

/** GET /wps/member/password/reset?token=: whether the e-mailed link still works, and for whom. */
export function getResetLink(token: string, signal?: AbortSignal): Promise<ResetLinkStatus> {
  return call(recoveryEndpoints.resetLink, { query: { token } }, { signal });
}

/** Checked once per visit: a link is spent by the form below it, not by time passing. */
export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['recovery', 'reset-link', token],
    queryFn: ({ signal }) => getResetLink(token, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useResetLink(token: string) {
  return useQuery({ ...resetLinkQueryOptions(token), enabled: token !== '' });
}
