import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { Challenges } from './support/challenges';
import { expectRefusals } from './support/refusals';
import { SiteApi } from './support/site-api';
import { totpCode, totpStep } from './support/totp';
import { expect, readSession, skipStartupPopup, test, visitFrom } from './fixtures';

/** A code the server has not seen yet: each time step counts once, ±1 step is accepted. */
async function freshCode(page: Page, secret: string, lastStep: number) {
  // Step lastStep + 1 is accepted once the clock is at lastStep or later.
  while (totpStep() < lastStep) await page.waitForTimeout(500);
  if (totpStep() > lastStep + 2) throw new Error('clock ran past the accepted window');
  const step = Math.max(totpStep(), lastStep + 1);
  return { step, code: totpCode(secret, step) };
}

async function signIn(page: Page, challenges: Challenges, username: string, password: string) {
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.getByTestId('login-username').locator('input').fill(username);
  await form.getByTestId('login-password').locator('input').fill(password);
  await form.getByTestId('login-submit').click();
  await challenges.solveSlider(form.getByTestId('slider-puzzle'));
}

test('an authenticator bound in the security centre is asked for when signing in from a new address', async ({
  page,
  problems,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const home = `198.51.100.${randomInt(1, 250)}`;
  const elsewhere = `203.0.113.${randomInt(1, 250)}`;
  const api = await SiteApi.open(playwright, baseURL!, home);
  const player = await api.registerPlayer();
  await api.dispose();
  await skipStartupPopup(page);
  await visitFrom(page, home);
  const challenges = new Challenges(page);

  // From the address the account registered from, the password alone signs in.
  await signIn(page, challenges, player.username, player.password);
  await expect.poll(() => readSession(page, 'account')).toBe(player.username);

  await page.goto('/securityCenter');
  const centre = page.getByTestId('security-center');
  await expect(centre.getByTestId('security-account-name')).toHaveText(player.username);
  const masked = centre.getByTestId('security-mobile');
  await expect(masked).toContainText(player.mobileNum.slice(-4));
  await expect(masked).not.toContainText(player.mobileNum);

  await centre.getByTestId('totp-bind-start').click();
  const setup = centre.getByTestId('totp-setup');
  await expect(setup.getByTestId('totp-qr')).toBeVisible();
  const secret = (await setup.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A wrong code does not bind; the code the app shows does.
  const right = totpCode(secret, totpStep());
  const wrong = right === '123456' ? '654321' : '123456';
  await setup.getByTestId('totp-confirm-code').locator('input').fill(wrong);
  await setup.getByTestId('totp-confirm-submit').click();
  await expect(setup.getByTestId('totp-confirm-code').getByRole('alert')).toBeVisible();
  await expect(centre.getByTestId('totp-bound')).toHaveCount(0);

  const bound = await freshCode(page, secret, totpStep() - 1);
  await setup.getByTestId('totp-confirm-code').locator('input').fill(bound.code);
  await setup.getByTestId('totp-confirm-submit').click();
  await expect(centre.getByTestId('totp-bound')).toBeVisible();
  await expect(centre.getByTestId('totp-notice')).toHaveText(
    'La app de autenticación está vinculada.',
  );

  // A new visit from an address the account never used: the password is not enough.
  await page.evaluate(() => window.sessionStorage.clear());
  await visitFrom(page, elsewhere);
  await signIn(page, challenges, player.username, player.password);
  const stepUp = page.getByTestId('step-up-form');
  await expect(stepUp).toBeVisible();
  expect(await readSession(page, 'token')).toBeNull();

  // Both ways are offered: an SMS to the bound mobile, shown masked, or the app.
  await stepUp.getByTestId('step-up-method-sms').click();
  await expect(stepUp.getByTestId('step-up-hint')).toContainText(player.mobileNum.slice(-4));
  await stepUp.getByTestId('step-up-send').click();
  await expect(stepUp.getByTestId('step-up-send')).toHaveText(/^\d+ s$/);

  await stepUp.getByTestId('step-up-method-totp').click();
  await stepUp.getByTestId('step-up-code').locator('input').fill('12');
  await stepUp.getByTestId('step-up-submit').click();
  await expect(stepUp.getByTestId('step-up-code')).toContainText('Escribe los 6 dígitos');

  const second = await freshCode(page, secret, bound.step);
  await stepUp.getByTestId('step-up-code').locator('input').fill(second.code);
  await stepUp.getByTestId('step-up-submit').click();
  await expect(stepUp).toHaveCount(0);
  await expect.poll(() => readSession(page, 'account')).toBe(player.username);

  // Unbinding takes a current code too; afterwards the centre offers to bind again.
  await page.goto('/securityCenter');
  await centre.getByTestId('totp-unbind-start').click();
  const third = await freshCode(page, secret, second.step);
  await centre.getByTestId('totp-unbind-code').locator('input').fill(third.code);
  await centre.getByTestId('totp-unbind-submit').click();
  await expect(centre.getByTestId('totp-unbound')).toBeVisible();
  await expect(centre.getByTestId('totp-notice')).toHaveText(
    'La app de autenticación se ha desvinculado.',
  );

  // Refused on purpose: the wrong first code (400) and the password alone from the new address (403).
  expectRefusals(problems, [400, 403]);
});
