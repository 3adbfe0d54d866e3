import { expect, readSession, skipStartupPopup, test, visitFrom } from './fixtures';
import { allowRefusals, freshIp } from './support/login-form';
import { SiteApi } from './support/site-api';

test('a session token in the address (social sign-in) ends in a loaded member', async ({
  page,
  problems,
  playwright,
  baseURL,
}) => {
  void problems;
  const ip = freshIp();
  const api = await SiteApi.open(playwright, baseURL!, ip);
  const player = await api.registerPlayer();
  const token = await api.login(player.username, player.password);
  await api.dispose();

  await visitFrom(page, ip);
  await skipStartupPopup(page);
  await page.goto(`/rng?token=${token}`);
  await expect(page.getByTestId('page-lobby-rng')).toBeVisible();
  await expect(page.getByTestId('header-account')).toHaveText(player.username);
  await expect(page).toHaveURL(/\/rng$/);
  expect(await readSession(page, 'token')).toBe(token);
  expect(await readSession(page, 'account')).toBe(player.username);
  expect(await readSession(page, 'isAgent')).toBe('0');
});

test('a dead token in the address leaves a guest, not a half-session', async ({
  page,
  problems,
}) => {
  await skipStartupPopup(page);
  await page.goto('/rng?token=not-a-live-session-token');
  await expect(page.getByTestId('page-lobby-rng')).toBeVisible();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('member-menu')).toHaveCount(0);
  await expect.poll(() => readSession(page, 'token')).toBeNull();
  allowRefusals(problems, [401]);
});

test('a failed social sign-in comes back as its message in the login dialog', async ({
  page,
  problems,
}) => {
  void problems;
  await skipStartupPopup(page);
  await page.goto('/promotions?oidcError=SOCIAL_SIGN_IN_FAILED');
  const dialog = page.getByTestId('login-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('login-alert')).toHaveText(
    'No se pudo iniciar sesión con esa cuenta; inténtalo de nuevo.',
  );
  await expect(page).toHaveURL(/\/promotions$/);

  // A code this site does not know reads as the generic failure, never raw.
  await page.goto('/?oidcError=%3Cscript%3E');
  await expect(page.getByTestId('login-modal').getByTestId('login-alert')).toHaveText(
    'No se pudo iniciar sesión con esa cuenta; inténtalo de nuevo.',
  );
  await expect(page).toHaveURL(/\/$/);

  // Known codes keep their own text (registration closed to new social accounts).
  await page.goto('/?oidcError=REGISTRATION_CLOSED');
  await expect(page.getByTestId('login-modal').getByTestId('login-alert')).toHaveText(
    'El registro no está abierto; contacta con atención al cliente.',
  );
});
