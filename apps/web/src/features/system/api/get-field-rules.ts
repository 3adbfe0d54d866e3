import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldRule, RegistrationField } from '@sorteo/shared';
import { systemEndpoints } from '@sorteo/shared/contract/system-endpoints';
import { call } from '../../../lib/api-client';

/** GET /wps/system/regValidata: the merchant's rule for every registration field. */
export function getFieldRules(signal?: AbortSignal): Promise<FieldRule[]> {
  return call(systemEndpoints.fieldRules, {}, { signal });
}

export const fieldRulesQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'field-rules'],
    queryFn: ({ signal }) => getFieldRules(signal),
    staleTime: 60_000,
  });

/** Every rule of the merchant, as the registration form needs them. */
export function useFieldRules() {
  return useQuery(fieldRulesQueryOptions());
}

/**
 * The rules of `fields`, once loaded. Until then (or if they cannot be had) forms check
 * only that values are there, and the server's own check still applies.
 */
export function useFieldRulesOf<F extends RegistrationField>(
  fields: readonly F[],
): Partial<Record<F, FieldRule>> {
  const { data } = useFieldRules();
  const found: Partial<Record<F, FieldRule>> = {};
  for (const rule of data ?? []) {
    if ((fields as readonly string[]).includes(rule.field)) found[rule.field as F] = rule;
  }
  return found;
}
