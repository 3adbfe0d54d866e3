import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldRule } from '@sorteo/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/system/regValidata: the merchant's rule for every registration field. */
export function getFieldRules(signal?: AbortSignal): Promise<FieldRule[]> {
  return apiGet<FieldRule[]>('/wps/system/regValidata', { signal });
}

export const fieldRulesQueryOptions = () =>
  queryOptions({
    queryKey: ['registration', 'field-rules'],
    queryFn: ({ signal }) => getFieldRules(signal),
    staleTime: 60_000,
  });

export function useFieldRules() {
  return useQuery(fieldRulesQueryOptions());
}
