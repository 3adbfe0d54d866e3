import { randomBytes, randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { Challenges } from './support/challenges';
import { expectRefusals } from './support/refusals';
import { newPassword, SiteApi, type Player } from './support/site-api';
import { expect, readSession, skipStartupPopup, test as base, visitFrom } from './fixtures';

type Policy = { weakDefaultPassword: string };

/**
 * A player who was handed the brand's weak default password: registered with a password
 * that the operator then makes the weak default (SPEC §9). The default is put back after.
 */
const test = base.extend<{ handed: { player: Player; ip: string } }>({
  handed: async ({ operator, playwright, baseURL }, use) => {
    // The browser later signs in from the same address, so no extra check is asked.
    const ip = `198.51.100.${randomInt(1, 250)}`;
    const api = await SiteApi.open(playwright, baseURL!, ip);
    const player = await api.registerPlayer(`Handed-${randomBytes(4).toString('hex')}`);
    await api.dispose();
    const before = await operator.call<Policy>('GET', '/admin/settings/password-policy');
    await operator.call('PUT', '/admin/settings/password-policy', {
      weakDefaultPassword: player.password,
    });
    try {
      await use({ player, ip });
    } finally {
      await operator.call('PUT', '/admin/settings/password-policy', before);
    }
  },
});

async function submitLogin(page: Page, challenges: Challenges, form: Locator, player: Player) {
  await form.getByTestId('login-username').locator('input').fill(player.username);
  await form.getByTestId('login-password').locator('input').fill(player.password);
  await form.getByTestId('login-submit').click();
  await challenges.solveSlider(form.getByTestId('slider-puzzle'));
}

test('signing in with the weak default password forces a new one, then the login opens again', async ({
  page,
  problems,
  handed: { player, ip },
}) => {
  await skipStartupPopup(page);
  await visitFrom(page, ip);
  const challenges = new Challenges(page);

  await page.goto('/login');
  await submitLogin(page, challenges, page.getByTestId('login-form'), player);

  // SPEC §2 "Change password": the account, no old password (it was just typed), new, confirm.
  const dialog = page.getByTestId('change-password-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('change-password-account')).toHaveText(player.username);
  await expect(dialog.getByTestId('change-password-old')).toHaveCount(0);
  expect(await readSession(page, 'account')).toBeNull();

  // The weak default itself is not a password of one's own.
  await dialog.getByTestId('change-password-new').locator('input').fill(player.password);
  await dialog.getByTestId('change-password-confirm').locator('input').fill(player.password);
  await dialog.getByTestId('change-password-submit').click();
  await expect(dialog.getByTestId('change-password-new')).toContainText(
    'Elige una contraseña propia',
  );

  const chosen = newPassword();
  await dialog.getByTestId('change-password-new').locator('input').fill(chosen);
  await dialog.getByTestId('change-password-confirm').locator('input').fill(`${chosen}x`);
  await dialog.getByTestId('change-password-submit').click();
  await expect(dialog.getByTestId('change-password-confirm')).toContainText(
    'Las dos contraseñas no coinciden',
  );
  await dialog.getByTestId('change-password-confirm').locator('input').fill(chosen);
  await dialog.getByTestId('change-password-submit').click();

  // SPEC §4 "Password expiry": the dialog closes, the session ends, the login opens.
  await expect(dialog).toHaveCount(0);
  const login = page.getByTestId('login-modal');
  await expect(login).toBeVisible();
  expect(await readSession(page, 'token')).toBeNull();

  await submitLogin(page, challenges, login, { ...player, password: chosen });
  await expect(login).toHaveCount(0);
  await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
  await expect.poll(() => readSession(page, 'account')).toBe(player.username);

  // The weak default was refused once on purpose (400).
  expectRefusals(problems, [400]);
});
