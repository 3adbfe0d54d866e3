import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMemberInfo } from '../../session/api/get-member-info';

/**
 * The signed-in account as the change dialog needs it. A forced change runs before the
 * session store has loaded the member, so the dialog asks with the stored token itself.
 */
export const accountQueryOptions = () =>
  queryOptions({
    queryKey: ['recovery', 'account'],
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useAccount() {
  return useQuery(accountQueryOptions());
}
