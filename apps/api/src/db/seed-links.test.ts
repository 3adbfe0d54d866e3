import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Pages of the web app a link of the demo may open (apps/web/src/lib/paths.ts). */
const sitePages = new Set([
  '/',
  '/register',
  '/help',
  '/download',
  '/lottery',
  '/vnlottery',
  '/elott',
  '/promotions',
  '/fairness',
]);

const get = async (url: string, language: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { merchant: 'SORTEO', 'accept-language': language },
  });
  expect(res.statusCode, url).toBe(200);
  return res.json().value;
};

/** Every address a player can follow or load in the demo brand's public answers. */
async function demoLinks(language: string): Promise<string[]> {
  const permission = await get('/wps/system/permission', language);
  const routes = await get('/wps/system/domainRoute', language);
  const notice = await get('/wps/notice', language);
  const help = await get('/wps/system/helpCenter', language);
  const promotions = await Promise.all(
    notice.promotion.map((p: { id: number }) => get(`/wps/promotions/${p.id}`, language)),
  );
  const html: string[] = [
    ...notice.player.map((a: { content: string }) => a.content),
    ...notice.popup.map((a: { content: string }) => a.content),
    ...promotions.map((p: { content: string }) => p.content),
    ...help.categories.flatMap((c: { articles: { content: string }[] }) =>
      c.articles.map((a) => a.content),
    ),
  ];
  return [
    ...permission.resources.flatMap((r: { url: string; qrCodeUrl: string | null }) =>
      r.qrCodeUrl ? [r.url, r.qrCodeUrl] : [r.url],
    ),
    ...permission.customerService.map((c: { path: string }) => c.path),
    ...(permission.launchGameCDNs ? [permission.launchGameCDNs] : []),
    ...permission.imageCDNs,
    ...routes.domainList.map((d: { url: string }) => d.url),
    ...notice.banners.flatMap((b: { url: string; linkage: string | null }) =>
      b.linkage ? [b.url, b.linkage] : [b.url],
    ),
    ...promotions.flatMap((p: { imageUrl: string | null }) => (p.imageUrl ? [p.imageUrl] : [])),
    ...html.flatMap((h) => [...h.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]!)),
  ];
}

describe('links of the demo brand', () => {
  for (const language of ['es', 'en']) {
    it(`lead to the site's own pages and pictures (${language})`, async () => {
      const links = await demoLinks(language);
      expect(links.length).toBeGreaterThan(20);
      expect(links.filter((l) => /\.example\b/i.test(l))).toEqual([]);
      for (const link of links) {
        expect(link, 'a path on this site').toMatch(/^\/(?!\/)/);
        const { pathname } = new URL(link, 'http://site.test');
        if (pathname.startsWith('/static/')) {
          const picture = await ctx.app.inject({ method: 'GET', url: link });
          expect(picture.statusCode, link).toBe(200);
        } else {
          expect(sitePages.has(pathname), link).toBe(true);
        }
      }
    });
  }
});
