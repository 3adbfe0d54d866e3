import { expect, readLocal, skipStartupPopup, test } from './fixtures';

test('Spanish by default; choosing English translates the site and is remembered', async ({
  page,
  problems,
}) => {
  void problems;
  await skipStartupPopup(page);
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();

  const html = page.locator('html');
  const home = page.getByTestId('menu-home');
  const login = page.getByTestId('header-login');
  const licence = page.getByTestId('footer-licence');

  await expect(html).toHaveAttribute('lang', 'es');
  await expect(home).toHaveText('Inicio');
  await expect(login).toHaveText('Iniciar sesión');
  await expect(licence).toContainText('es operado por');
  await expect(page.getByRole('heading', { name: 'Categorías de juego' })).toBeVisible();
  expect(await readLocal(page, 'lang')).toBeNull();
  // What the brand wrote comes in the same language: its announcements and banners.
  const marquee = page.getByTestId('announcement-marquee');
  const firstBanner = page.getByTestId('banner-carousel-slide').first().getByRole('img');
  await expect(marquee).toContainText('Nuevo sorteo Miền Bắc disponible');
  await expect(firstBanner).toHaveAccessibleName('Bienvenido a Sorteo');

  await page.getByTestId('menu-language-toggle').click();
  const languages = page.getByTestId('language-menu');
  await expect(languages).toBeVisible();
  await expect(languages.getByTestId('language-option-es')).toHaveAttribute('aria-current', 'true');
  await languages.getByTestId('language-option-en').click();

  await expect(html).toHaveAttribute('lang', 'en');
  await expect(home).toHaveText('Home');
  await expect(login).toHaveText('Log in');
  await expect(licence).toContainText('is operated by');
  await expect(page.getByRole('heading', { name: 'Game categories' })).toBeVisible();
  await expect(marquee).toContainText('New Miền Bắc draw available');
  await expect(marquee).not.toContainText('Nuevo sorteo');
  await expect(firstBanner).toHaveAccessibleName('Welcome to Sorteo');
  await expect(firstBanner).toHaveAttribute('src', /home-welcome\.svg\?lang=en$/);
  await expect(languages.getByTestId('language-option-en')).toHaveAttribute('aria-current', 'true');
  expect(await readLocal(page, 'lang')).toBe('en');
  expect(await readLocal(page, 'hisLang')).toBe('es');

  await page.reload();
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(home).toHaveText('Home');
  await expect(login).toHaveText('Log in');
  await expect(licence).toContainText('is operated by');
  await expect(marquee).toContainText('New Miền Bắc draw available');
  expect(await readLocal(page, 'lang')).toBe('en');

  // The help centre the brand wrote, and the texts the server sends, follow the choice too.
  const asked = page.waitForRequest('**/wps/system/helpCenter');
  await page.getByTestId('menu-support-toggle').click();
  await page.getByTestId('menu-help').click();
  expect((await asked).headers()['accept-language']).toBe('en');
  await expect(page.getByTestId('page-help')).toContainText('How do I make a deposit?');
});
