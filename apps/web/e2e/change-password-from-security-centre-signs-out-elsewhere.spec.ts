import { randomInt } from 'node:crypto';
import { Challenges } from './support/challenges';
import { expectRefusals } from './support/refusals';
import { newPassword, SiteApi } from './support/site-api';
import { expect, readSession, skipStartupPopup, test, visitFrom } from './fixtures';

test('changing the password in the security centre keeps this session and ends the others', async ({
  page,
  problems,
  playwright,
  baseURL,
}) => {
  const ip = `198.51.100.${randomInt(1, 250)}`;
  const api = await SiteApi.open(playwright, baseURL!, ip);
  const player = await api.registerPlayer();
  // Another device of the same player, signed in before the change.
  const otherDevice = await api.login(player.username, player.password);
  await skipStartupPopup(page);
  await visitFrom(page, ip);
  const challenges = new Challenges(page);

  // A guest is sent to the login first.
  await page.goto('/securityCenter');
  await expect(page.getByTestId('security-guest')).toBeVisible();
  const login = page.getByTestId('login-modal');
  await expect(login).toBeVisible();
  await login.getByTestId('login-username').locator('input').fill(player.username);
  await login.getByTestId('login-password').locator('input').fill(player.password);
  await login.getByTestId('login-submit').click();
  await challenges.solveSlider(login.getByTestId('slider-puzzle'));
  await expect.poll(() => readSession(page, 'account')).toBe(player.username);

  await page.goto('/securityCenter');
  await page.getByTestId('security-change-password').click();
  const dialog = page.getByTestId('change-password-modal');
  await expect(dialog.getByTestId('change-password-account')).toHaveText(player.username);

  // Here the current password is asked, and a wrong one is refused on its field.
  const chosen = newPassword();
  await dialog.getByTestId('change-password-old').locator('input').fill('Not-the-password-1');
  await dialog.getByTestId('change-password-new').locator('input').fill(chosen);
  await dialog.getByTestId('change-password-confirm').locator('input').fill(chosen);
  await dialog.getByTestId('change-password-submit').click();
  await expect(dialog.getByTestId('change-password-old')).toContainText(
    'La contraseña actual no es correcta.',
  );

  await dialog.getByTestId('change-password-old').locator('input').fill(player.password);
  await dialog.getByTestId('change-password-submit').click();
  await expect(dialog.getByTestId('change-password-done')).toContainText(
    'Tu contraseña se ha cambiado',
  );
  await dialog.getByTestId('change-password-close').click();
  await expect(dialog).toHaveCount(0);

  // Still signed in here; the other device's session is over.
  await page.reload();
  await expect(page.getByTestId('security-account-name')).toHaveText(player.username);
  expect((await api.tryGet('/wps/member/info', otherDevice)).code).toBe('UNAUTHORIZED');
  expect(await api.login(player.username, chosen)).toBeTruthy();
  await api.dispose();

  // The wrong current password was refused once on purpose (400).
  expectRefusals(problems, [400]);
});
