import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '@sorteo/shared';
import { systemRoutes } from '@sorteo/shared/contract/system-routes';
import { call } from '../../../lib/api-client';

export function getPermission(host: string, signal?: AbortSignal): Promise<Permission> {
  return call(systemRoutes.permission, { query: { url: host } }, { signal });
}

export const permissionQueryOptions = (host: string) =>
  queryOptions({
    queryKey: ['system', 'permission', host],
    queryFn: ({ signal }) => getPermission(host, signal),
    staleTime: Infinity,
  });

export const currentHost = () => window.location.host;

export function usePermission() {
  return useQuery(permissionQueryOptions(currentHost()));
}

/** The permission after start-up, where the gate guarantees it is loaded. */
export function usePermissionValue(): Permission {
  const { data } = usePermission();
  if (!data) throw new Error('Permission is read before start-up finished');
  return data;
}
