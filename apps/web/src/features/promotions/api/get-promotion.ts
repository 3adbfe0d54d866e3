import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion } from '@sorteo/shared';
import { promotionsEndpoints } from '@sorteo/shared/contract/promotions-endpoints';
import { call } from '../../../lib/api-client';
import { translatedAnswer } from '../../../lib/query-client';

/** GET /wps/promotions/:id: one live promotion with its content. */
export function getPromotion(id: number, signal?: AbortSignal): Promise<Promotion> {
  return call(promotionsEndpoints.promotion, { params: { id } }, { signal });
}

export const promotionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['promotion', id],
    meta: translatedAnswer,
    queryFn: ({ signal }) => getPromotion(id, signal),
    staleTime: 2 * 60_000,
  });

/** Asks nothing while `id` is null (an address that names no promotion). */
export function usePromotion(id: number | null) {
  return useQuery({ ...promotionQueryOptions(id ?? 0), enabled: id !== null });
}
