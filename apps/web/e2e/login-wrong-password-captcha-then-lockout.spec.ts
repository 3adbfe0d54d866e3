import { expect, skipStartupPopup, test, visitFrom } from './fixtures';
import { Challenges } from './support/challenges';
import { allowRefusals, freshIp, LoginFormDriver } from './support/login-form';
import { SiteApi } from './support/site-api';

test('wrong passwords bring the captcha after three tries, then the 5-minute lockout', async ({
  page,
  problems,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ip = freshIp();
  const api = await SiteApi.open(playwright, baseURL!, ip);
  const player = await api.registerPlayer();
  await api.dispose();

  await visitFrom(page, ip);
  await skipStartupPopup(page);
  const challenges = new Challenges(page);
  const login = new LoginFormDriver(page, challenges);
  await page.goto('/login');
  await expect(page.getByTestId('page-login')).toBeVisible();
  const alert = login.form.getByTestId('login-alert');
  const captcha = login.form.getByTestId('login-captcha');

  // The form checks the group first: nothing typed, every field says so, nothing is sent.
  await login.form.getByTestId('login-submit').click();
  await expect(login.form.getByTestId('login-username')).toContainText(
    'Usuario no puede estar vacío',
  );
  await expect(login.form.getByTestId('login-password')).toContainText(
    'Contraseña no puede estar vacío',
  );
  await expect(login.form.getByTestId('login-bot-check')).toHaveCount(0);

  for (let attempt = 1; attempt <= 3; attempt++) {
    await expect(captcha).toHaveCount(0);
    await login.fill(player.username, `wrong-${attempt}`);
    await login.submitWithSlider();
    await expect(alert).toHaveText('Usuario o contraseña incorrectos.');
    await expect(login.form.getByTestId('login-loading')).toHaveCount(0);
  }
  // The third failure made the server ask for a captcha: it shows, with its picture.
  await expect(captcha).toBeVisible();
  await expect(captcha.getByTestId('captcha-image').locator('img')).toBeVisible();

  // Now every try needs the captcha: left empty, the form says so before any bot check.
  await login.form.getByTestId('login-submit').click();
  await expect(captcha).toContainText('Código de seguridad no puede estar vacío');

  let spent = '';
  for (let attempt = 4; attempt <= 10; attempt++) {
    // A captcha is good for one try: each try waits for the picture that replaced the last.
    await expect.poll(() => challenges.captchaText()).not.toBe(spent);
    spent = await challenges.captchaText();
    await login.fill(player.username, `wrong-${attempt}`);
    await login.input('login-captcha').fill(spent);
    await login.submitWithSlider();
    if (attempt < 10) {
      await expect(alert).toHaveText('Usuario o contraseña incorrectos.');
      await expect(login.input('login-captcha')).toHaveValue('');
    }
  }
  await expect(alert).toHaveText('Demasiadas solicitudes; inténtalo de nuevo dentro de 5 minutos.');

  // Locked means locked: the right password is refused the same way.
  await login.fill(player.username, player.password);
  await login.input('login-captcha').fill(await challenges.captchaText());
  await login.submitWithSlider();
  await expect(alert).toHaveText('Demasiadas solicitudes; inténtalo de nuevo dentro de 5 minutos.');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  allowRefusals(problems, [401, 429]);
});
