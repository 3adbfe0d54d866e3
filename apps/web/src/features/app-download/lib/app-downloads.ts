import type { Resource } from '@sorteo/shared';

/** Whether the brand offers an app to download (Android, or an iOS profile). */
export function hasAppDownloads(resources: readonly Resource[]): boolean {
  return resources.some((r) => r.resourceType === 'Android' || r.resourceType === 'MOBILECONFIG');
}
