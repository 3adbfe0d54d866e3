import type { Page } from '@playwright/test';
import { expect, skipStartupPopup, test as base, type Banner } from './fixtures';

/** A banner as the operator API answers it (`/admin/banners`). */
type AdminBanner = {
  id: number;
  groupName: string;
  url: string;
  title: string;
  linkageType: string;
  linkage: string | null;
  sort: number;
  enabled: boolean;
  /** Its texts in other languages: a PUT without them leaves it with none. */
  translations: Record<string, unknown>;
};

const KEPT_TITLE = 'Juega con responsabilidad';

const bannerBody = (b: AdminBanner, enabled: boolean) => ({
  groupName: b.groupName,
  url: b.url,
  title: b.title,
  linkageType: b.linkageType,
  linkage: b.linkage,
  sort: b.sort,
  enabled,
  translations: b.translations,
});

/** The home page left with one banner of its own for the test; the others come back after. */
const test = base.extend<{ oneHomeBanner: AdminBanner }>({
  oneHomeBanner: async ({ operator }, use) => {
    const all = await operator.call<AdminBanner[]>('GET', '/admin/banners');
    const home = all.filter((b) => b.groupName === 'w_home' && b.enabled);
    const kept = home.find((b) => b.title === KEPT_TITLE);
    expect(kept, `the demo brand has the home banner "${KEPT_TITLE}"`).toBeDefined();
    const hidden = home.filter((b) => b !== kept);
    expect(hidden.length).toBeGreaterThan(0);
    try {
      for (const b of hidden) {
        await operator.call('PUT', `/admin/banners/${b.id}`, bannerBody(b, false));
      }
      await use(kept!);
    } finally {
      for (const b of hidden) {
        await operator.call('PUT', `/admin/banners/${b.id}`, bannerBody(b, true));
      }
    }
  },
});

/**
 * Opens `/` with the page's clock under the test's hand: time stands still until the test
 * moves it, so "nothing happens in 5 s" and "one step every 5 s" are exact.
 */
async function openHomeWithStillClock(page: Page) {
  await skipStartupPopup(page);
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1_000);
  return carousel;
}

test('with one banner the carousel neither moves nor wraps, and a click opens its link', async ({
  page,
  problems,
  oneHomeBanner,
}) => {
  void problems;
  const carousel = await openHomeWithStillClock(page);
  const slide = carousel.getByTestId('banner-carousel-slide');

  await expect(slide).toHaveCount(1);
  await expect(slide).toHaveAttribute('data-active', 'true');
  await expect(slide.getByRole('img', { name: oneHomeBanner.title })).toBeVisible();
  await expect(carousel).toHaveAttribute('data-autoplay', 'off');
  for (const control of ['prev', 'next', 'toggle', 'dot']) {
    await expect(carousel.getByTestId(`banner-carousel-${control}`)).toHaveCount(0);
  }

  // Long past several autoplay steps, nothing has moved.
  await page.clock.runFor(30_000);
  await expect(carousel).toHaveAttribute('data-index', '0');
  await expect(slide).toHaveAttribute('data-active', 'true');
  await expect(slide).toBeInViewport();

  // The arrow keys have nowhere to go: no wrap to "another" first or last slide.
  const link = slide.getByTestId('banner-link');
  await link.focus();
  for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowRight']) {
    await page.keyboard.press(key);
    await expect(carousel).toHaveAttribute('data-index', '0');
  }
  await expect(slide).toBeInViewport();

  await page.clock.resume();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${oneHomeBanner.linkage}$`));
  await expect(page.getByTestId('page-help')).toBeVisible();

  // The help centre's own single banner has no linkage: a picture, not a link.
  const helpCarousel = page.getByTestId('banner-carousel');
  await expect(helpCarousel.getByTestId('banner-carousel-slide')).toHaveCount(1);
  await expect(helpCarousel.getByRole('img', { name: 'Centro de ayuda' })).toBeVisible();
  await expect(helpCarousel.getByTestId('banner-link')).toHaveCount(0);
  await expect(helpCarousel).toHaveAttribute('data-autoplay', 'off');
});

test('with several banners the carousel steps every 5 s, loops both ways, and a click opens the link', async ({
  page,
  problems,
  player,
}) => {
  void problems;
  const notice = await player.get<{ banners: (Banner & { linkage: string | null })[] }>(
    '/wps/notice',
  );
  const home = notice.banners.filter((b) => b.groupName === 'w_home');
  expect(home.length, 'the demo brand has several home banners').toBeGreaterThan(2);
  const last = String(home.length - 1);

  const carousel = await openHomeWithStillClock(page);
  const slides = carousel.getByTestId('banner-carousel-slide');
  await expect(slides).toHaveCount(home.length);
  await expect(carousel).toHaveAttribute('data-autoplay', 'on');
  await expect(carousel).toHaveAttribute('data-index', '0');

  // Each 5 s moves one slide on; after the last comes the first again.
  for (let step = 1; step <= home.length; step++) {
    await page.clock.runFor(5_000);
    await expect(carousel).toHaveAttribute('data-index', String(step % home.length));
  }
  await expect(slides.first()).toHaveAttribute('data-active', 'true');

  // Previous from the first goes round to the last, next from the last back to the first.
  await carousel.getByTestId('banner-carousel-prev').click();
  await expect(carousel).toHaveAttribute('data-index', last);
  await expect(slides.last()).toHaveAttribute('data-active', 'true');
  await expect(slides.last().getByRole('img', { name: home.at(-1)!.title })).toBeInViewport();
  await carousel.getByTestId('banner-carousel-next').click();
  await expect(carousel).toHaveAttribute('data-index', '0');

  // A banner whose linkage is a page of the site opens that page.
  const first = home[0]!;
  expect(first.linkage).toMatch(/^\//);
  await page.clock.resume();
  await slides.first().getByTestId('banner-link').click();
  await expect(page).toHaveURL(new RegExp(`${first.linkage}$`));
});
