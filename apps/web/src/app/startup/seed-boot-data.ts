import type { QueryClient } from '@tanstack/react-query';
import { vendorsQueryOptions } from '../../features/games-lobby/api/get-vendors';
import { noticeQueryOptions } from '../../features/notice/api/get-notice';
import { permissionQueryOptions } from '../../features/system/api/get-permission';
import { systemStatusQueryOptions } from '../../features/system/api/get-system-status';
import { whitelabelQueryOptions } from '../../features/system/api/get-whitelabel';
import { afterPermission, afterSystemStatus } from '../../features/system/hooks/use-startup';
import type { BootData } from '../../features/system/lib/boot-data';

/**
 * Puts the page's boot data in the query cache under the keys the start-up queries use, so
 * they start with their answers instead of asking for them, and runs the steps those
 * queries run on an answer. The notice is used only if it is written in `language`, the
 * one the page shows; otherwise the page asks for it in that language.
 */
export function seedBootData(
  queryClient: QueryClient,
  boot: BootData,
  host: string,
  language: string | undefined,
): void {
  queryClient.setQueryData(permissionQueryOptions(host).queryKey, boot.permission);
  queryClient.setQueryData(systemStatusQueryOptions().queryKey, boot.status);
  if (boot.notice && boot.language === language) {
    const notice = noticeQueryOptions();
    // Data set by hand makes a query without its options: its meta must be there for a
    // change of language to find it and ask for the notice again.
    queryClient.setQueryDefaults(notice.queryKey, { meta: notice.meta });
    queryClient.setQueryData(notice.queryKey, boot.notice);
  }
  if (boot.whitelabel) queryClient.setQueryData(whitelabelQueryOptions().queryKey, boot.whitelabel);
  if (boot.vendors) queryClient.setQueryData(vendorsQueryOptions().queryKey, boot.vendors);
  afterPermission(boot.permission);
  afterSystemStatus(boot.status);
}
