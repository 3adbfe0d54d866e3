import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement, AnnouncementType, Page } from '@sorteo/shared';
import { ANNOUNCEMENTS_PAGE_SIZE } from '@sorteo/shared/contract/constants';
import { noticesEndpoints } from '@sorteo/shared/contract/notices-endpoints';
import { call } from '../../../lib/api-client';
import { translatedAnswer } from '../../../lib/query-client';

export interface AnnouncementsQuery {
  type: AnnouncementType;
  pageNo: number;
  pageSize: number;
}

export function getAnnouncements(
  query: AnnouncementsQuery,
  signal?: AbortSignal,
): Promise<Page<Announcement>> {
  return call(
    noticesEndpoints.announcements,
    { query: { type: query.type, pageNo: query.pageNo, pageSize: query.pageSize } },
    { signal },
  );
}

export const announcementsQueryOptions = (query: AnnouncementsQuery) =>
  queryOptions({
    queryKey: ['announcements', query.type, query.pageNo, query.pageSize],
    meta: translatedAnswer,
    queryFn: ({ signal }) => getAnnouncements(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAnnouncements(pageNo: number, type: AnnouncementType = 'B') {
  return useQuery(announcementsQueryOptions({ type, pageNo, pageSize: ANNOUNCEMENTS_PAGE_SIZE }));
}
