import { expect, merchantCode, readLocal, readSession, test, type Banner } from './fixtures';

test('home shows the shell, the pop-up notice and an autoplaying banner carousel', async ({
  page,
  problems,
  player,
}) => {
  void problems;
  const notice = await player.get<{ banners: Banner[] }>('/wps/notice');
  const homeBanners = notice.banners.filter((b) => b.groupName === 'w_home');
  expect(homeBanners.length, 'the demo brand has several home banners').toBeGreaterThan(1);

  await page.goto('/');

  // The brand's notice opens once per visit; a visitor dismisses it without a mouse.
  const popup = page.getByTestId('popup-announcements');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('popup-announcement').first()).toBeVisible();
  await popup.getByTestId('popup-confirm').press('Enter');
  await expect(popup).toBeHidden();
  expect(await readSession(page, 'index_notice')).toBe('1');

  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page).toHaveTitle(/Sorteo/);

  const header = page.getByTestId('header');
  await expect(header).toBeVisible();
  await expect(header.getByTestId('theme-toggle')).toBeVisible();
  await expect(header.getByTestId('header-login')).toHaveText('Iniciar sesión');

  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('menu-home')).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByTestId('menu-home')).toHaveText('Inicio');
  await expect(menu.getByTestId('menu-promotions')).toBeVisible();
  await expect(menu.getByTestId('menu-support-toggle')).toBeVisible();

  const footer = page.getByTestId('footer');
  await expect(footer).toBeVisible();
  await expect(footer.getByTestId('footer-licence')).toContainText('Sorteo');

  const carousel = page.getByTestId('banner-carousel');
  const slides = carousel.getByTestId('banner-carousel-slide');
  await expect(carousel).toBeVisible();
  await expect(slides).toHaveCount(homeBanners.length);
  await expect(carousel.getByTestId('banner-carousel-dot')).toHaveCount(homeBanners.length);
  await expect(carousel).toHaveAttribute('data-autoplay', 'on');
  await expect(carousel).toHaveAttribute('data-index', '0');
  await expect(slides.first()).toHaveAttribute('data-active', 'true');

  const firstImage = slides.first().getByRole('img', { name: homeBanners[0]!.title });
  await expect(firstImage).toBeVisible();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(firstImage).toBeInViewport();

  // Autoplay moves on every 5 s without being touched.
  await expect.poll(() => carousel.getAttribute('data-index'), { timeout: 7_500 }).toBe('1');
  await expect(slides.nth(1)).toHaveAttribute('data-active', 'true');
  await expect(slides.first()).toHaveAttribute('data-active', 'false');
  await expect(slides.nth(1).getByRole('img', { name: homeBanners[1]!.title })).toBeInViewport();

  // Start-up remembers the brand for this visit and on the device.
  expect(await readSession(page, 'merchant')).toBe(merchantCode);
  expect(await readSession(page, 'merchantCode')).toBe(merchantCode);
  expect(await readLocal(page, 'merchantCode')).toBe(merchantCode);
});
