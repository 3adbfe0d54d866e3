import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisterSettings } from '@sorteo/shared';
import { systemEndpoints } from '@sorteo/shared/contract/system-endpoints';
import { call } from '../../../lib/api-client';

/** GET /wps/system/setting/register: which tabs and steps the form has. */
export function getRegisterSettings(signal?: AbortSignal): Promise<RegisterSettings> {
  return call(systemEndpoints.registerSettings, {}, { signal });
}

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['registration', 'settings'],
    queryFn: ({ signal }) => getRegisterSettings(signal),
    staleTime: 60_000,
  });

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}
