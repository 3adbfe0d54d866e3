import type { Banner } from '@sorteo/shared';

export type BannerTarget =
  | { kind: 'none' }
  | { kind: 'external'; href: string }
  | { kind: 'route'; to: string }
  | { kind: 'promotion'; id: string };

const isWebUrl = (v: string) => /^https?:\/\/[^\s]+$/i.test(v);
const isSitePath = (v: string) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\');

/**
 * Where a click on a banner goes. A linkage that does not fit its type (a script URL, a
 * path that leaves the site, an empty promotion id) makes the banner plain, not a link.
 */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkage'>): BannerTarget {
  const linkage = banner.linkage?.trim() ?? '';
  switch (banner.linkageType) {
    case 'URL':
      return isWebUrl(linkage) ? { kind: 'external', href: linkage } : { kind: 'none' };
    case 'ROUTE':
      return isSitePath(linkage) ? { kind: 'route', to: linkage } : { kind: 'none' };
    case 'PROMOTION':
      return /^[A-Za-z0-9_-]+$/.test(linkage)
        ? { kind: 'promotion', id: linkage }
        : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}
