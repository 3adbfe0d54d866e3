import type { Page } from '@playwright/test';
import { expect, readSession, skipStartupPopup, test, visitFrom } from './fixtures';
import { Challenges } from './support/challenges';
import { allowRefusals, freshIp, LoginFormDriver } from './support/login-form';
import { SiteApi } from './support/site-api';

const DAY_SECONDS = 24 * 60 * 60;

type Problems = { messages: string[] };

/** A later visit on the same device: a new tab keeps the cookies but not the session. */
async function newVisit(
  page: Page,
  ip: string,
  problems: Problems,
): Promise<{ page: Page; login: LoginFormDriver }> {
  const next = await page.context().newPage();
  next.on('console', (m) => {
    if (m.type() === 'error') problems.messages.push(`console: ${m.text()}`);
  });
  next.on('pageerror', (error) => problems.messages.push(`page error: ${error.message}`));
  await visitFrom(next, ip);
  await skipStartupPopup(next);
  await next.goto('/');
  await expect(next.getByTestId('header-login')).toBeVisible();
  return { page: next, login: new LoginFormDriver(next, new Challenges(next)) };
}

test('remember-me prefills the next visit and signs in with the remembered token, never a password', async ({
  page,
  problems,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const ip = freshIp();
  const api = await SiteApi.open(playwright, baseURL!, ip);
  const player = await api.registerPlayer();
  await api.dispose();

  await visitFrom(page, ip);
  await skipStartupPopup(page);
  const login = new LoginFormDriver(page, new Challenges(page));
  await page.goto('/');
  await login.openFromHeader();
  const remember = login.form.getByTestId('login-remember');
  await expect(remember).not.toBeChecked();
  await login.fill(player.username, player.password);
  await remember.check();
  await login.submitWithSlider();
  await expect(page.getByTestId('header-account')).toHaveText(player.username);

  // Kept for 24 hours, same-site only: the username and a remember token, no password.
  const cookies = await page.context().cookies();
  const byName = new Map(cookies.map((c) => [c.name, c]));
  expect(byName.get('username')?.value).toBe(player.username);
  expect(byName.get('rememberToken')?.value).toMatch(/^[\w-]{16,}$/);
  for (const name of ['username', 'rememberToken']) {
    const cookie = byName.get(name)!;
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(DAY_SECONDS - 120);
    expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(DAY_SECONDS + 5);
  }
  expect(cookies.map((c) => c.value).join(' ')).not.toContain(player.password);

  // Next visit, after a reload too: prefilled, and the password may stay empty.
  let visit = await newVisit(page, ip, problems);
  await visit.page.reload();
  await visit.login.openFromHeader();
  await expect(visit.login.input('login-username')).toHaveValue(player.username);
  await expect(visit.login.form.getByTestId('login-remember')).toBeChecked();
  await expect(visit.login.input('login-password')).toHaveValue('');
  await expect(visit.login.input('login-password')).toHaveAttribute(
    'placeholder',
    'Recordado: puedes entrar sin contraseña',
  );
  const remembered = visit.page.waitForRequest('**/wps/session/login');
  await visit.login.form.getByTestId('login-submit').click();
  await remembered;
  // No bot check for a remembered sign-in; straight in.
  await expect(visit.page.getByTestId('header-account')).toHaveText(player.username);
  expect(await readSession(visit.page, 'account')).toBe(player.username);
  await expect(visit.login.form).toHaveCount(0);

  // The token is single use: the answer brought the next one, which the cookie now holds.
  const rotated = (await visit.page.context().cookies()).find((c) => c.name === 'rememberToken');
  expect(rotated?.value).toBeTruthy();
  expect(rotated?.value).not.toBe(byName.get('rememberToken')?.value);

  // A token the server no longer honours is forgotten, and the password is asked for.
  await visit.page.context().addCookies([{ ...rotated!, value: 'x'.repeat(43) }]);
  await visit.page.close();
  visit = await newVisit(page, ip, problems);
  await visit.login.openFromHeader();
  await visit.login.form.getByTestId('login-submit').click();
  await expect(visit.login.form.getByTestId('login-alert')).toHaveText(
    'Tu sesión recordada ha caducado; inicia sesión de nuevo.',
  );
  await expect(visit.login.form.getByTestId('login-password')).toContainText(
    'Contraseña no puede estar vacío',
  );
  expect((await visit.page.context().cookies()).map((c) => c.name)).not.toContain('rememberToken');
  await expect(visit.login.input('login-username')).toHaveValue(player.username);

  // Unticked, the device forgets the sign-in altogether.
  await visit.login.form.getByTestId('login-remember').uncheck();
  await visit.login.input('login-password').fill(player.password);
  await visit.login.submitWithSlider();
  await expect(visit.page.getByTestId('header-account')).toHaveText(player.username);
  const left = (await visit.page.context().cookies()).map((c) => c.name);
  expect(left).not.toContain('username');
  expect(left).not.toContain('rememberToken');

  allowRefusals(problems, [401]);
});
