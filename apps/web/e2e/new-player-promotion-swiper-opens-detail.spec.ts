import type { Locator, Page } from '@playwright/test';
import { expect, skipStartupPopup, test as base } from './fixtures';

declare global {
  interface Window {
    __xss?: number;
  }
}

/** A promotion as the operator API answers it. */
type AdminPromotion = {
  id: number;
  category: string;
  title: string;
  summary: string;
  content: string;
  imageUrl: string | null;
  startsAt: number | null;
  endsAt: number | null;
};

const SAFE_TEXT = 'Condiciones del bono de prueba';
const TITLE = 'Bono de prueba de {amount}';
/** The title as players read it: SPEC §9 puts the new-register bonus in the placeholder. */
const SHOWN_TITLE = 'Bono de prueba de 1000VND';
const SUMMARY = 'Solo para cuentas nuevas de esta prueba.';

/** Ways of getting script into HTML; each one sets `window.__xss` if it runs. */
const payload = [
  `<p>${SAFE_TEXT}</p>`,
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<a href="javascript:window.__xss=3">Enlace trampa</a>',
  '<svg onload="window.__xss=4"><circle r="4"></circle></svg>',
  '<details open ontoggle="window.__xss=5"><summary>Más</summary>detalle</details>',
  '<iframe srcdoc="<script>parent.__xss=6</script>"></iframe>',
  '<p style="background:url(javascript:window.__xss=7)">estilo</p>',
].join('\n');

const test = base.extend<{ promo: AdminPromotion }>({
  promo: async ({ operator }, use) => {
    const created = await operator.call<AdminPromotion>('POST', '/admin/promotions', {
      category: 'new_player',
      title: TITLE,
      summary: SUMMARY,
      content: payload,
      imageUrl: '/static/promotions/welcome.svg',
      startsAt: Date.now() - 60_000,
      endsAt: Date.now() + 86_400_000,
    });
    await use(created);
    await operator.call('DELETE', `/admin/promotions/${created.id}`);
  },
});

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
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(
    await content.evaluate((root) =>
      Array.from(root.querySelectorAll('*')).flatMap((el) =>
        Array.from(el.attributes)
          .filter((a) => /^on|^style$|^srcdoc$/i.test(a.name))
          .map((a) => `${el.tagName} ${a.name}`),
      ),
    ),
  ).toEqual([]);
  await expect(content.locator('script, iframe, object, embed, form')).toHaveCount(0);
  expect(await content.evaluate((root) => root.innerHTML)).not.toMatch(/javascript:/i);
}

async function expectDetail(page: Page, promo: AdminPromotion): Promise<Locator> {
  const detail = page.getByTestId('promotion-detail');
  await expect(detail).toHaveAttribute('data-id', String(promo.id));
  await expect(detail.getByTestId('promotion-detail-title')).toHaveText(SHOWN_TITLE);
  await expect(detail.getByTestId('promotion-window')).not.toBeEmpty();
  const content = detail.getByTestId('promotion-detail-content');
  await expect(content).toContainText(SAFE_TEXT);
  return content;
}

test('the sign-up swiper shows a new-player promotion and opens its detail', async ({
  page,
  problems,
  promo,
}) => {
  void problems;
  for (const pattern of [/<script/i, /\son[a-z]+\s*=/i, /javascript:/i, /<iframe/i]) {
    expect(promo.content, 'the server stored the content cleaned').not.toMatch(pattern);
  }
  await skipStartupPopup(page);
  await page.goto('/register');
  const swiper = page.getByTestId('new-player-promotions');
  await expect(swiper).toBeVisible();
  // The demo brand has new-player promotions of its own, so the swiper turns by itself.
  expect(await swiper.getByTestId('new-player-promotions-slide').count()).toBeGreaterThan(1);
  await expect(swiper).toHaveAttribute('data-autoplay', 'on');

  // A visitor on the keyboard stops the slide show and steps to the new promotion.
  await swiper.getByTestId('new-player-promotions-toggle').focus();
  await page.keyboard.press('Enter');
  const ours = `[data-testid="new-player-promotion"][data-id="${promo.id}"]`;
  const slide = swiper
    .getByTestId('new-player-promotions-slide')
    .filter({ has: page.locator(ours) });
  const link = slide.locator(ours);
  const isActive = async () => (await slide.getAttribute('data-active')) === 'true';
  for (let i = 0; i < 10 && !(await isActive()); i++) await page.keyboard.press('ArrowRight');
  await expect(slide).toHaveAttribute('data-active', 'true');
  await expect(swiper).toHaveAttribute('data-autoplay', 'off');
  await expect(link).toContainText(SHOWN_TITLE);
  await expect(link).toContainText(SUMMARY);
  await link.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/promotions/${promo.id}$`));
  const content = await expectDetail(page, promo);
  await expectNothingRan(page, content);
});

test('the promotions page lists the promotion and opens it from the keyboard', async ({
  page,
  problems,
  promo,
}) => {
  void problems;
  await skipStartupPopup(page);
  await page.goto('/promotions');
  const card = page.locator(`[data-testid="promotion-card"][data-id="${promo.id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('promotion-card-title')).toHaveText(SHOWN_TITLE);
  await expect(card).toContainText(SUMMARY);
  await expect(card.getByRole('img')).toHaveCount(0); // the picture is decoration: alt=""
  await expect(card.locator('img')).toHaveAttribute('src', promo.imageUrl!);

  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/promotions/${promo.id}$`));
  await expectDetail(page, promo);

  await page.getByTestId('promotion-back').click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(card).toBeVisible();
});

test('/promoDetail?id= shows the same detail', async ({ page, problems, promo }) => {
  void problems;
  await skipStartupPopup(page);
  await page.goto(`/promoDetail?id=${promo.id}`);
  await expectDetail(page, promo);
});

// Without the problems check: the browser itself logs the server's 404 answer.
test('an unknown or malformed promotion id says it is not found', async ({ page }) => {
  await skipStartupPopup(page);
  await page.goto('/promotions/2000000000');
  await expect(page.getByTestId('promotion-not-found')).toBeVisible();
  await page.goto('/promoDetail?id=nope');
  await expect(page.getByTestId('promotion-not-found')).toBeVisible();
});

test('the browser cleans promotion HTML even when the server hands it over raw', async ({
  page,
  problems,
  promo,
}) => {
  void problems;
  // As if the content had reached the database some other way than the operator API.
  await page.route(`**/wps/promotions/${promo.id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: AdminPromotion };
    body.value.content = payload;
    await route.fulfill({ response, json: body });
  });
  await skipStartupPopup(page);
  await page.goto(`/promotions/${promo.id}`);
  const content = await expectDetail(page, promo);
  await expectNothingRan(page, content);
});

test('on a phone the promotions page fits the screen', async ({ page, problems, promo }) => {
  void problems;
  await page.setViewportSize({ width: 360, height: 740 });
  await skipStartupPopup(page);
  await page.goto('/promotions');
  await expect(page.locator(`[data-testid="promotion-card"][data-id="${promo.id}"]`)).toBeVisible();
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto(`/promotions/${promo.id}`);
  await expectDetail(page, promo);
  expect(await overflow()).toBeLessThanOrEqual(0);
});
