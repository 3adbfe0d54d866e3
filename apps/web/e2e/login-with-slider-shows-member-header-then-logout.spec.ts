import { expect, readSession, skipStartupPopup, test, visitFrom } from './fixtures';
import { Challenges } from './support/challenges';
import { freshIp, LoginFormDriver } from './support/login-form';
import { SiteApi } from './support/site-api';

test('a player logs in with the slider, sees the member header, and logs out after confirming', async ({
  page,
  problems,
  playwright,
  baseURL,
}) => {
  void problems;
  test.setTimeout(60_000);
  // Registered from the address the browser uses: a known address needs no extra check.
  const ip = freshIp();
  const api = await SiteApi.open(playwright, baseURL!, ip);
  const player = await api.registerPlayer();
  await api.dispose();

  await visitFrom(page, ip);
  await skipStartupPopup(page);
  const challenges = new Challenges(page);
  const login = new LoginFormDriver(page, challenges);
  await page.goto('/rng');
  const header = page.getByTestId('header');
  await expect(header.getByTestId('header-login')).toBeVisible();

  await login.openFromHeader();
  await login.fill(` ${player.username} `, player.password);
  await login.submitWithSlider();

  // Signed in: the dialog is gone, home, the member's name in the header, no guest buttons.
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByTestId('header-account')).toHaveText(player.username);
  await expect(header.getByTestId('header-login')).toHaveCount(0);
  await expect(header.getByTestId('header-register')).toHaveCount(0);
  expect(await readSession(page, 'token')).toMatch(/^[\w-]{43}$/);
  expect(await readSession(page, 'account')).toBe(player.username);
  expect(await readSession(page, 'isAgent')).toBe('0');

  // The notice pop-up greets the member after login.
  const popup = page.getByTestId('popup-announcements');
  await expect(popup).toBeVisible();
  await popup.getByTestId('popup-confirm').click();
  await expect(popup).toBeHidden();

  // The session survives a reload.
  await page.reload();
  await expect(header.getByTestId('header-account')).toHaveText(player.username);

  // Logout asks first; cancelling keeps the session.
  await header.getByTestId('member-menu-toggle').click();
  await page.getByTestId('member-menu-logout').click();
  const dialog = page.getByTestId('logout-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('logout-cancel').click();
  await expect(dialog).toHaveCount(0);
  await expect(header.getByTestId('header-account')).toHaveText(player.username);
  const token = await readSession(page, 'token');

  await page.goto('/rng');
  await header.getByTestId('member-menu-toggle').click();
  await page.getByTestId('member-menu-logout').click();
  await page.getByTestId('logout-confirm').click();

  // Guest again, at home, with the brand kept and the token gone.
  await expect(header.getByTestId('header-login')).toBeVisible();
  await expect(header.getByTestId('member-menu')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  expect(await readSession(page, 'token')).toBeNull();
  expect(await readSession(page, 'account')).toBeNull();
  expect(await readSession(page, 'merchantCode')).toBe('SORTEO');

  // The token is revoked on the server, not only forgotten here.
  const revoked = await page.request.get('/wps/member/info', {
    headers: { Authorization: `Bearer ${token}`, Merchant: 'SORTEO' },
  });
  expect(revoked.status()).toBe(401);
});
