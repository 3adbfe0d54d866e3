import type { Locator, Page } from '@playwright/test';
import {
  expect,
  skipStartupPopup,
  test as base,
  type AdminAnnouncement,
  type OperatorApi,
  type Paged,
} from './fixtures';

const COUNT = 12;
const HOUR = 3_600_000;
/** 20:30:05 UTC is already the next day in Saigon, so a wrong zone shows a wrong date. */
const NEWEST = Date.UTC(2025, 0, 15, 20, 30, 5);

const two = (n: number) => String(n).padStart(2, '0');
const titleOf = (n: number) => `Aviso de prueba ${two(n)}`;

/** `yyyy-MM-dd HH:mm:ss` in Asia/Ho_Chi_Minh, which is UTC+7 all year round. */
function saigonClock(epochMs: number): string {
  const iso = new Date(epochMs + 7 * HOUR).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

async function allOfTypeB(operator: OperatorApi): Promise<AdminAnnouncement[]> {
  const all: AdminAnnouncement[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await operator.call<Paged<AdminAnnouncement>>(
      'GET',
      `/admin/announcements?type=B&pageNo=${pageNo}&pageSize=100`,
    );
    all.push(...page.content);
    if (pageNo >= page.totalPages) return all;
  }
}

const setEnabled = (operator: OperatorApi, a: AdminAnnouncement, enabled: boolean) =>
  operator.call('PUT', `/admin/announcements/${a.id}`, {
    type: a.type,
    title: a.title,
    content: a.content,
    enabled,
    translations: a.translations,
  });

/**
 * The brand shows exactly twelve announcements of type B while the test runs: the ones it
 * had are switched off, twelve are written, and afterwards everything is put back.
 */
const test = base.extend<{ twelve: AdminAnnouncement[] }>({
  twelve: async ({ operator }, use) => {
    const hidden = (await allOfTypeB(operator)).filter((a) => a.enabled);
    const created: AdminAnnouncement[] = [];
    try {
      for (const a of hidden) await setEnabled(operator, a, false);
      for (let n = 1; n <= COUNT; n += 1) {
        created.push(
          await operator.call<AdminAnnouncement>('POST', '/admin/announcements', {
            type: 'B',
            title: titleOf(n),
            content: `<p>Detalle del aviso <strong>número ${two(n)}</strong></p><ul><li>Punto ${two(n)}</li></ul>`,
            publishedAt: NEWEST - (n - 1) * (HOUR + 61_000),
            enabled: true,
          }),
        );
      }
      await use(created);
    } finally {
      for (const a of created) await operator.call('DELETE', `/admin/announcements/${a.id}`);
      for (const a of hidden) await setEnabled(operator, a, true);
    }
  },
});

// The visitor's own clock is elsewhere: times must still read in the brand's zone.
test.use({ timezoneId: 'America/Sao_Paulo' });

async function openAnnouncements(page: Page): Promise<Locator> {
  await skipStartupPopup(page);
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await page.getByTestId('menu-support-toggle').click();
  await page.getByTestId('menu-announcements').click();
  const modal = page.getByTestId('announcement-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Anuncios' })).toBeVisible();
  return modal;
}

const titles = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => new RegExp(`^${titleOf(from + i)}`));

async function expectDetail(modal: Locator, a: AdminAnnouncement, n: number) {
  const detail = modal.getByTestId('announcement-detail');
  await expect(detail.getByTestId('announcement-detail-title')).toHaveText(titleOf(n));
  await expect(detail.getByTestId('announcement-detail-time')).toHaveText(
    saigonClock(a.publishedAt),
  );
  const content = detail.getByTestId('announcement-detail-content');
  // The HTML is rendered as markup, not shown as text.
  await expect(content.locator('strong')).toHaveText(`número ${two(n)}`);
  await expect(content.getByRole('listitem')).toHaveText(`Punto ${two(n)}`);
  await expect(content).not.toContainText('<strong>');
}

test('twelve announcements make two pages, nine then three, each readable in the detail pane', async ({
  page,
  problems,
  twelve,
}) => {
  void problems;
  const modal = await openAnnouncements(page);
  const items = modal.getByTestId('announcement-item');
  const pager = modal.getByTestId('announcement-pager');

  await expect(items).toHaveText(titles(1, 9));
  await expect(pager.getByTestId('announcement-pager-page-1')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pager.getByTestId('announcement-pager-page-2')).toBeVisible();
  await expect(pager.getByTestId('announcement-pager-page-3')).toHaveCount(0);
  await expect(pager.getByTestId('announcement-pager-prev')).toBeDisabled();

  // The newest is open first; each list row carries its time in the brand's zone.
  await expectDetail(modal, twelve[0]!, 1);
  await expect(items.nth(4)).toContainText(saigonClock(twelve[4]!.publishedAt));
  expect(saigonClock(twelve[0]!.publishedAt)).toBe('2025-01-16 03:30:05');

  await items.nth(4).click();
  await expect(items.nth(4)).toHaveAttribute('aria-current', 'true');
  await expectDetail(modal, twelve[4]!, 5);

  await pager.getByTestId('announcement-pager-next').click();
  await expect(items).toHaveText(titles(10, 12));
  await expect(pager.getByTestId('announcement-pager-page-2')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pager.getByTestId('announcement-pager-next')).toBeDisabled();
  await expectDetail(modal, twelve[9]!, 10);

  await items.nth(2).click();
  await expectDetail(modal, twelve[11]!, 12);

  await pager.getByTestId('announcement-pager-page-1').click();
  await expect(items).toHaveText(titles(1, 9));

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('announcement-modal-backdrop')).toHaveCount(0);
});

test('keyboard focus stays inside the announcement modal and Escape closes it', async ({
  page,
  problems,
  twelve,
}) => {
  void problems;
  expect(twelve).toHaveLength(COUNT);
  const modal = await openAnnouncements(page);
  await expect(modal.getByTestId('announcement-item')).toHaveCount(9);
  const close = modal.getByTestId('announcement-modal-close');
  const focusInside = () => modal.evaluate((dialog) => dialog.contains(document.activeElement));
  const closeFocused = () => close.evaluate((button) => button === document.activeElement);

  let closeVisits = 0;
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(), `focus left the dialog after ${i + 1} Tab presses`).toBe(true);
    if (await closeFocused()) closeVisits += 1;
  }
  expect(closeVisits, 'Tab came back round to the first control').toBeGreaterThanOrEqual(2);

  // Backwards from the first control wraps to the last one, and forwards again to the first.
  await close.focus();
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside()).toBe(true);
  expect(await closeFocused()).toBe(false);
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});
