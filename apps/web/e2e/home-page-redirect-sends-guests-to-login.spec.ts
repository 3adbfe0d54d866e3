import { expect, readSession, skipStartupPopup, test as base, visitFrom } from './fixtures';
import { freshIp } from './support/login-form';
import { SiteApi } from './support/site-api';

/** The brand's "home page redirect" setting, switched on for the test and off after. */
const test = base.extend<{ homeRedirect: true }>({
  homeRedirect: async ({ operator }, use) => {
    await operator.call('PUT', '/admin/settings/whitelabel/HOMEREDIRECT3', { enabled: true });
    try {
      await use(true);
    } finally {
      await operator.call('PUT', '/admin/settings/whitelabel/HOMEREDIRECT3', { enabled: false });
    }
  },
});

test('with the home-page redirect on, guests land on sign-in except on open pages', async ({
  page,
  problems,
  homeRedirect,
}) => {
  void problems;
  expect(homeRedirect).toBe(true);
  await skipStartupPopup(page);

  await page.goto('/rng');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('page-login')).toBeVisible();
  await expect(page.getByTestId('page-lobby-rng')).toHaveCount(0);

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('page-login')).toBeVisible();

  // The embeddable help centre stays open to everyone.
  await page.goto('/helpmc');
  await expect(page).toHaveURL(/\/helpmc$/);
  await expect(page.getByTestId('page-helpmc')).toBeVisible();
  await expect(page.getByTestId('help-center')).toBeVisible();
});

test('a token in the address logs the visit in and leaves the address bar', async ({
  page,
  problems,
  homeRedirect,
  playwright,
  baseURL,
}) => {
  void problems;
  expect(homeRedirect).toBe(true);
  // A live session token, as the social sign-in callback hands one over.
  const ip = freshIp();
  const api = await SiteApi.open(playwright, baseURL!, ip);
  const player = await api.registerPlayer();
  const token = await api.login(player.username, player.password);
  await api.dispose();
  await visitFrom(page, ip);
  await skipStartupPopup(page);

  await page.goto(`/rng?token=${token}`);
  await expect(page.getByTestId('page-lobby-rng')).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
  expect(await readSession(page, 'token')).toBe(token);
  await expect(page.getByTestId('header-account')).toHaveText(player.username);
  await expect(page.getByTestId('header-login')).toHaveCount(0);

  // Later pages of the visit are open too.
  await page.getByTestId('menu-promotions').click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByTestId('page-promotions')).toBeVisible();
});

test('with the redirect off, guests browse freely', async ({ page, problems, operator }) => {
  void problems;
  await operator.call('PUT', '/admin/settings/whitelabel/HOMEREDIRECT3', { enabled: false });
  await skipStartupPopup(page);
  await page.goto('/rng');
  await expect(page.getByTestId('page-lobby-rng')).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByTestId('header-login')).toBeVisible();
});
