import type { Locator, Page } from '@playwright/test';
import {
  expect,
  skipStartupPopup,
  test as base,
  type AdminAnnouncement,
  type Announcement,
  type Paged,
} from './fixtures';

declare global {
  interface Window {
    __xss?: number;
  }
}

const SAFE_TEXT = 'Texto legítimo del aviso';
const TRAP_LINK = 'Enlace trampa';

/** Known ways of getting script into HTML; each one sets `window.__xss` if it runs. */
const payload = [
  `<p>${SAFE_TEXT}</p>`,
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  `<a href="javascript:window.__xss=3">${TRAP_LINK}</a>`,
  '<svg onload="window.__xss=4"><circle r="4"></circle></svg>',
  '<details open ontoggle="window.__xss=5"><summary>Más</summary>detalle</details>',
  '<iframe srcdoc="<script>parent.__xss=6</script>"></iframe>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=7>"></p></noscript>',
  '<form><button formaction="javascript:window.__xss=8">Enviar</button></form>',
  '<p style="background:url(javascript:window.__xss=9)">estilo</p>',
].join('\n');

/** What executable markup looks like once it is text: none of it may survive. */
const executable = [/<script/i, /\son[a-z]+\s*=/i, /javascript:/i, /<svg/i, /<iframe/i];

const test = base.extend<{ hostile: AdminAnnouncement }>({
  hostile: async ({ operator }, use) => {
    const created = await operator.call<AdminAnnouncement>('POST', '/admin/announcements', {
      type: 'B',
      title: 'Aviso con HTML hostil',
      content: payload,
      enabled: true,
    });
    await use(created);
    await operator.call('DELETE', `/admin/announcements/${created.id}`);
  },
});

async function openInModal(page: Page, id: number): Promise<Locator> {
  await skipStartupPopup(page);
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await page.getByTestId('menu-support-toggle').click();
  await page.getByTestId('menu-announcements').click();
  const modal = page.getByTestId('announcement-modal');
  await modal.locator(`[data-testid="announcement-item"][data-id="${id}"]`).click();
  const content = modal.getByTestId('announcement-detail-content');
  await expect(modal.getByTestId('announcement-detail-title')).toHaveText('Aviso con HTML hostil');
  await expect(content).toContainText(SAFE_TEXT);
  return content;
}

/** Lets pending image errors, toggle events and the like fire before looking. */
async function settle(page: Page, content: Locator) {
  await expect
    .poll(() =>
      content.evaluate((root) => Array.from(root.querySelectorAll('img')).every((i) => i.complete)),
    )
    .toBe(true);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

async function expectNothingRan(page: Page, content: Locator) {
  await settle(page, content);
  // A visitor clicks the link that would have run script.
  const trap = content.getByText(TRAP_LINK);
  if ((await trap.count()) > 0) await trap.click();
  await settle(page, content);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  await expect(page).toHaveURL(/\/$/);
  // Nothing executable reached the page either.
  expect(
    await content.evaluate((root) =>
      Array.from(root.querySelectorAll('*')).flatMap((el) =>
        Array.from(el.attributes)
          .filter((a) => /^on|^style$|^srcdoc$|^formaction$/i.test(a.name))
          .map((a) => `${el.tagName} ${a.name}`),
      ),
    ),
  ).toEqual([]);
  // Inert markup such as a plain <svg> may stay; nothing that loads or runs code may.
  await expect(content.locator('script, iframe, object, embed, form, noscript img')).toHaveCount(0);
  expect(await content.evaluate((root) => root.innerHTML)).not.toMatch(/javascript:/i);
}

test('the server strips script from announcement HTML before storing it', async ({
  hostile,
  player,
}) => {
  for (const pattern of executable) expect(hostile.content).not.toMatch(pattern);
  expect(hostile.content).toContain(SAFE_TEXT);

  const page1 = await player.get<Paged<Announcement>>(
    '/wps/notice/announcements?type=B&pageNo=1&pageSize=9',
  );
  const served = page1.content.find((a) => a.id === hostile.id);
  expect(served, 'the new announcement is the newest one').toBeDefined();
  for (const pattern of executable) expect(served!.content).not.toMatch(pattern);
});

test('a hostile announcement opened in the modal runs no script and breaks no policy', async ({
  page,
  problems,
  hostile,
}) => {
  void problems;
  const content = await openInModal(page, hostile.id);
  await expectNothingRan(page, content);
});

test('the browser cleans announcement HTML even when the server hands it over raw', async ({
  page,
  problems,
  hostile,
}) => {
  void problems;
  // As if the content had reached the database some other way than the operator API.
  await page.route('**/wps/notice/announcements?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: Paged<Announcement> };
    for (const a of body.value.content) if (a.id === hostile.id) a.content = payload;
    await route.fulfill({ response, json: body });
  });
  const content = await openInModal(page, hostile.id);
  await expectNothingRan(page, content);
});
