import { randomInt } from 'node:crypto';
import { Challenges } from './support/challenges';
import { waitForMail } from './support/mailbox';
import { expectRefusals } from './support/refusals';
import { newPassword, SiteApi } from './support/site-api';
import { expect, readSession, skipStartupPopup, test, visitFrom } from './fixtures';

test('forgot password by e-mail: the mail reaches the SMTP server, its link sets a new password that signs in', async ({
  page,
  problems,
  playwright,
  baseURL,
}) => {
  // The player registers from the address the browser uses, so signing in needs no extra check.
  const ip = `198.51.100.${randomInt(1, 250)}`;
  const api = await SiteApi.open(playwright, baseURL!, ip);
  const player = await api.registerPlayer();
  await skipStartupPopup(page);
  await visitFrom(page, ip);
  const challenges = new Challenges(page);

  await page.goto('/login');
  await page.getByTestId('login-forgot').click();
  const dialog = page.getByTestId('forgot-password-modal');
  await expect(dialog).toBeVisible();

  // Nothing is sent while a field is empty (SPEC §5).
  await dialog.getByTestId('forgot-email-submit').click();
  await expect(dialog.getByTestId('forgot-username')).toContainText(
    'Nombre de usuario: no puede estar vacío',
  );
  await expect(dialog.getByTestId('forgot-email')).toContainText(
    'Correo electrónico: no puede estar vacío',
  );

  await dialog.getByTestId('forgot-username').locator('input').fill(player.username);
  await dialog.getByTestId('forgot-email').locator('input').fill(player.email.toUpperCase());
  await dialog.getByTestId('forgot-email-submit').click();
  await expect(dialog.getByTestId('forgot-email-sent')).toContainText(
    'te hemos enviado a esa dirección un enlace',
  );
  await dialog.getByTestId('forgot-email-done').click();
  await expect(dialog).toHaveCount(0);

  // The mail went out over real SMTP, with the link back to this site.
  const mail = await waitForMail(player.email);
  expect(mail.subject.length).toBeGreaterThan(0);
  const link = /https?:\/\/[^\s"<>]+\/resetPassword\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, `a reset link in: ${mail.text}`).toBeTruthy();
  expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

  await page.goto(link!);
  const form = page.getByTestId('reset-password-form');
  await expect(form.getByTestId('reset-password-account')).toHaveText(player.username);
  // The token of the link is not taken for a session.
  expect(await readSession(page, 'token')).toBeNull();

  // The merchant's password rule and the confirmation are checked before anything is sent.
  await form.getByTestId('reset-password-new').locator('input').fill('abc');
  await form.getByTestId('reset-password-confirm').locator('input').fill('abd');
  await form.getByTestId('reset-password-submit').click();
  await expect(form.getByTestId('reset-password-new')).toContainText(
    '6 - 64 caracteres, sin espacios',
  );
  await expect(form.getByTestId('reset-password-confirm')).toContainText(
    'Las dos contraseñas no coinciden',
  );

  const chosen = newPassword();
  await form.getByTestId('reset-password-new').locator('input').fill(chosen);
  await form.getByTestId('reset-password-confirm').locator('input').fill(chosen);
  await form.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('reset-password-done')).toBeVisible();

  // Success opens the login dialog; the new password signs in, the old one no longer does.
  const login = page.getByTestId('login-modal');
  await expect(login).toBeVisible();
  await login.getByTestId('login-username').locator('input').fill(player.username);
  await login.getByTestId('login-password').locator('input').fill(chosen);
  await login.getByTestId('login-submit').click();
  await challenges.solveSlider(login.getByTestId('slider-puzzle'));
  await expect(login).toHaveCount(0);
  await expect.poll(() => readSession(page, 'account')).toBe(player.username);

  const old = await api.sendEncrypted('POST', '/wps/session/login', {
    type: 'username',
    username: player.username,
    password: player.password,
    botToken: await api.botToken('login'),
  });
  expect(old.code).toBe('INVALID_CREDENTIALS');

  // The link was spent: opened again, it says so and offers to ask for a new one.
  await page.goto(link!);
  await expect(page.getByTestId('reset-password-dead')).toContainText('ha caducado o ya se usó');
  await page.getByTestId('reset-password-ask-again').click();
  await expect(page.getByTestId('forgot-password-modal')).toBeVisible();
  await api.dispose();

  // The spent link's check answered 400 on purpose.
  expectRefusals(problems, [400]);
});
