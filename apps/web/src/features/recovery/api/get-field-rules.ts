import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldRule, RegistrationField } from '@sorteo/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/system/regValidata: the merchant's rule per field, passwords' among them. */
export function getFieldRules(signal?: AbortSignal): Promise<FieldRule[]> {
  return apiGet<FieldRule[]>('/wps/system/regValidata', { signal });
}

export const fieldRulesQueryOptions = () =>
  queryOptions({
    queryKey: ['recovery', 'field-rules'],
    queryFn: ({ signal }) => getFieldRules(signal),
    staleTime: 5 * 60_000,
  });

/**
 * The rules of `fields`, once loaded. Until then (or if they cannot be had) forms check
 * only that values are there, and the server's own check still applies.
 */
export function useFieldRules<F extends RegistrationField>(
  fields: readonly F[],
): Partial<Record<F, FieldRule>> {
  const { data } = useQuery(fieldRulesQueryOptions());
  const found: Partial<Record<F, FieldRule>> = {};
  for (const rule of data ?? []) {
    if ((fields as readonly string[]).includes(rule.field)) found[rule.field as F] = rule;
  }
  return found;
}
