import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpCenter } from '@sorteo/shared';
import { systemEndpoints } from '@sorteo/shared/contract/system-endpoints';
import { call } from '../../../lib/api-client';
import { translatedAnswer } from '../../../lib/query-client';

export function getHelpCenter(signal?: AbortSignal): Promise<HelpCenter> {
  return call(systemEndpoints.helpCenter, {}, { signal });
}

export const helpCenterQueryOptions = () =>
  queryOptions({
    queryKey: ['help-center'],
    meta: translatedAnswer,
    queryFn: ({ signal }) => getHelpCenter(signal),
    staleTime: 5 * 60_000,
  });

export function useHelpCenter() {
  return useQuery(helpCenterQueryOptions());
}
