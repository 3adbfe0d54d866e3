import type { Request } from '@playwright/test';
import { expect, skipStartupPopup, test as base } from './fixtures';

declare global {
  interface Window {
    dataLayer?: unknown[];
    __sorteoTagRuns?: number;
  }
}

type Analytics = { gtagId: string | null };

const TAG_ID = 'G-SORTEOE2E1';
const TAG_HOST = 'https://www.googletagmanager.com';

/** The brand's analytics setting as the test found it, put back after. */
const test = base.extend<{ analyticsBefore: Analytics }>({
  analyticsBefore: async ({ operator }, use) => {
    const before = await operator.call<Analytics>('GET', '/admin/settings/analytics');
    try {
      await use(before);
    } finally {
      await operator.call('PUT', '/admin/settings/analytics', before);
    }
  },
});

test('with a tag id the site loads the analytics tag at start-up; without one it asks for none', async ({
  page,
  context,
  problems,
  operator,
  analyticsBefore,
}) => {
  void problems;
  void analyticsBefore;
  // The tag's host is on the internet, which this machine does not reach: answer for it
  // here with a script that counts its runs, and note every request that goes there.
  const asked: string[] = [];
  context.on('request', (request: Request) => {
    if (request.url().startsWith(TAG_HOST)) asked.push(request.url());
  });
  await context.route(`${TAG_HOST}/**`, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: 'window.__sorteoTagRuns = (window.__sorteoTagRuns || 0) + 1;',
    }),
  );
  const tagScripts = page.locator(`script[src^="${TAG_HOST}/"]`);
  await skipStartupPopup(page);

  await operator.call('PUT', '/admin/settings/analytics', { gtagId: null });
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(tagScripts).toHaveCount(0);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  expect(asked).toEqual([]);

  await operator.call('PUT', '/admin/settings/analytics', { gtagId: TAG_ID });
  const document = await page.reload();
  // The site's policy lets this one host's scripts run, and nothing else from outside.
  const csp = document!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`script-src 'self' ${TAG_HOST}(;|$)`));
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(tagScripts).toHaveCount(1);
  await expect(tagScripts).toHaveAttribute('src', `${TAG_HOST}/gtag/js?id=${TAG_ID}`);
  await expect(tagScripts).toHaveAttribute('async', '');
  await expect.poll(() => page.evaluate(() => window.__sorteoTagRuns)).toBe(1);
  expect(asked).toEqual([`${TAG_HOST}/gtag/js?id=${TAG_ID}`]);
  // The tag finds its commands queued: start, and the brand's id.
  const queued = await page.evaluate(() =>
    (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)),
  );
  expect(queued[0]?.[0]).toBe('js');
  expect(queued[1]).toEqual(['config', TAG_ID]);

  // Moving about the site loads it no second time.
  await page.getByTestId('menu-support-toggle').click();
  await page.getByTestId('menu-help').click();
  await expect(page.getByTestId('page-help')).toBeVisible();
  await expect(tagScripts).toHaveCount(1);
  expect(asked).toHaveLength(1);

  // Taken away again, the next visit asks for no tag.
  await operator.call('PUT', '/admin/settings/analytics', { gtagId: null });
  await page.reload();
  await expect(page.getByTestId('page-help')).toBeVisible();
  await expect(tagScripts).toHaveCount(0);
  expect(await page.evaluate(() => window.__sorteoTagRuns)).toBeUndefined();
  expect(asked).toHaveLength(1);
});
