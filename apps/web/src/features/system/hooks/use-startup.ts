import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission, SystemStatusValue } from '@sorteo/shared';
import { SystemStatus } from '@sorteo/shared/contract/constants';
import { rememberMerchantCode } from '../../../lib/storage';
import { currentHost, getPermission, permissionQueryOptions } from '../api/get-permission';
import { getSystemStatus, systemStatusQueryOptions } from '../api/get-system-status';
import { loadAnalytics } from '../lib/analytics';
import { consumeUrlToken } from '../lib/url-token';

export type StartupState =
  | { phase: 'loading' }
  | { phase: 'error'; error: unknown; retry: () => void }
  | { phase: 'site'; permission: Permission; status: SystemStatusValue }
  | { phase: 'maintenance' | 'region'; permission: Permission | null; status: SystemStatusValue }
  | { phase: 'none' };

/** What start-up does once the permission is known, however it arrived. */
export function afterPermission(value: Permission): void {
  rememberMerchantCode(value.whitelabel.merchantCode);
  loadAnalytics(value.analytics.gtagId);
}

/** What start-up does once the system status is known, however it arrived. */
export function afterSystemStatus(value: SystemStatusValue): void {
  // Only the open site logs a visitor in from the address.
  if (value.systemStatus === SystemStatus.Normal) consumeUrlToken();
}

/**
 * Start-up of SPEC §2: remember the merchant code, load the permission, load the analytics
 * tag, then pick the root screen from the system status. Both calls start together; the
 * steps that depend on them run in order as the answers arrive.
 */
export function useStartup(): StartupState {
  const host = currentHost();
  const permission = useQuery(
    queryOptions({
      ...permissionQueryOptions(host),
      queryFn: async ({ signal }) => {
        const value = await getPermission(host, signal);
        afterPermission(value);
        return value;
      },
    }),
  );
  const status = useQuery(
    queryOptions({
      ...systemStatusQueryOptions(),
      queryFn: async ({ signal }) => {
        const value = await getSystemStatus(signal);
        afterSystemStatus(value);
        return value;
      },
    }),
  );

  if (status.data && status.data.systemStatus !== SystemStatus.Normal) {
    // The closed screens need the permission only for the contact link: never wait on it
    // longer than it takes, and do not fail when it cannot be read.
    if (permission.isPending) return { phase: 'loading' };
    const phase =
      status.data.systemStatus === SystemStatus.Maintenance
        ? 'maintenance'
        : status.data.systemStatus === SystemStatus.RegionRestricted
          ? 'region'
          : null;
    if (!phase) return { phase: 'none' };
    return { phase, permission: permission.data ?? null, status: status.data };
  }

  const error = permission.error ?? status.error;
  if (error) {
    return {
      phase: 'error',
      error,
      retry: () => {
        if (permission.isError) void permission.refetch();
        if (status.isError) void status.refetch();
      },
    };
  }
  if (!permission.data || !status.data) return { phase: 'loading' };
  return { phase: 'site', permission: permission.data, status: status.data };
}
