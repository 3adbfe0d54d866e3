import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice } from '@sorteo/shared';
import { noticesRoutes } from '@sorteo/shared/contract/notices-routes';
import { call } from '../../../lib/api-client';
import { translatedAnswer } from '../../../lib/query-client';

/** GET /wps/notice: the marquee, every banner group, the popup and the promotions. */
export function getNotice(signal?: AbortSignal): Promise<Notice> {
  return call(noticesRoutes.notice, {}, { signal });
}

export const noticeQueryOptions = () =>
  queryOptions({
    queryKey: ['notice'],
    meta: translatedAnswer,
    queryFn: ({ signal }) => getNotice(signal),
    staleTime: 2 * 60_000,
  });

export function useNotice() {
  return useQuery(noticeQueryOptions());
}
