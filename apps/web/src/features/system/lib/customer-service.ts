import type { CustomerService } from '@sorteo/shared';

/** The live-chat entry of the brand, else any customer-service entry. */
export function customerServicePath(
  entries: readonly CustomerService[] | undefined,
): string | null {
  if (!entries?.length) return null;
  const live = entries.find((e) => e.csType === 'LIVECHAT');
  return (live ?? entries[0])?.path ?? null;
}

/** Only web addresses and site paths are opened; anything else is ignored. */
export function isSafeHref(href: string): boolean {
  return /^https?:\/\//i.test(href) || (href.startsWith('/') && !href.startsWith('//'));
}

export function openCustomerService(path: string | null): void {
  if (!path || !isSafeHref(path)) return;
  window.open(path, '_blank', 'noopener,noreferrer');
}
