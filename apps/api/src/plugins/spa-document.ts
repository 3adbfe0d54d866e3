import type { BannerGroup } from '@sorteo/shared';
import type { BootData } from '../modules/system/index.js';

export const BOOT_SCRIPT_ID = 'sorteo-boot';

/**
 * JSON that is safe inside a `<script>` element: no `<` can close the element or open a
 * comment, and the line separators that older parsers treat as line ends are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

// The banner group each page shows, as the web app's route pages pick it.
const bannerGroupByPath: Record<string, BannerGroup> = {
  '/': 'w_home',
  '/index': 'w_home',
  '/index.html': 'w_home',
  '/home': 'w_home',
  '/rng': 'w_rng',
  '/pvp': 'w_pvp',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/inhouse': 'w_inhouse',
  '/cockfight': 'w_cockfight',
  '/lottery': 'w_lott',
  '/vnlottery': 'w_lott',
  '/elott': 'w_lott',
  '/promotions': 'w_promotion',
  '/promoDetail': 'w_promotion',
  '/register': 'w_reg',
  '/register.html': 'w_reg',
  '/help': 'w_help',
  '/download': 'w_down',
  '/pointMall': 'w_shop',
};

// Pages a guest still reaches when the brand sends guests to the login page.
const openWithoutSession = new Set([
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
]);

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

export function bannerGroupOf(pathname: string): BannerGroup | null {
  const path = withoutTrailingSlash(pathname);
  if (/^\/promotions\/[^/]+$/.test(path)) return 'w_promotion';
  return bannerGroupByPath[path] ?? null;
}

/** The image the page will show first, so the browser can fetch it with the document. */
export function firstBannerUrl(pathname: string, boot: BootData): string | null {
  const group = bannerGroupOf(pathname);
  if (!group || !boot.notice) return null;
  // A guest may be sent to the login page instead (and a logged-in visitor's token is not
  // visible here): an unused preload only costs bandwidth, so leave it out.
  const path = withoutTrailingSlash(pathname);
  if (boot.permission.whitelabel.homePageRedirect && !openWithoutSession.has(path)) return null;
  return boot.notice.banners.find((banner) => banner.groupName === group)?.url ?? null;
}

function insertBefore(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  return at === -1 ? html : html.slice(0, at) + text + html.slice(at);
}

/** index.html with the visitor's start-up data and the first banner's preload in its head. */
export function renderDocument(template: string, pathname: string, boot: BootData | null): string {
  if (!boot) return template;
  const image = firstBannerUrl(pathname, boot);
  const script = `<script id="${BOOT_SCRIPT_ID}" type="application/json">${scriptSafeJson(boot)}</script>`;
  const html = insertBefore(template, '</head>', script);
  if (!image) return html;
  // Ahead of the scripts and the stylesheet, so the image is asked for as early as they are.
  const preload = `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image)}">`;
  return insertBefore(html, html.includes('</title>') ? '<title>' : '</head>', preload);
}
