import { expect, readSession, skipStartupPopup, test, visitFrom } from './fixtures';
import { Challenges } from './support/challenges';
import { allowRefusals, freshIp, LoginFormDriver } from './support/login-form';
import { SiteApi } from './support/site-api';

type SandboxSms = { to: string; text: string; sentAt: number };

test('a player logs in with a code texted to their mobile, with the resend countdown', async ({
  page,
  problems,
  operator,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await operator.call('PUT', '/admin/settings/whitelabel/MOBILEVERCODELOGIN3', { enabled: true });
  const ip = freshIp();
  const api = await SiteApi.open(playwright, baseURL!, ip);
  const player = await api.registerPlayer();
  await api.dispose();

  await visitFrom(page, ip);
  await skipStartupPopup(page);
  const challenges = new Challenges(page);
  const login = new LoginFormDriver(page, challenges);
  await page.goto('/');
  await login.openFromHeader();
  await login.form.getByTestId('login-mode-tab-sms').click();

  // Checked as a group before anything is sent: no number, no code.
  await login.input('login-mobile').fill('');
  await login.form.getByTestId('login-submit').click();
  await expect(login.form.getByTestId('login-mobile')).toContainText(
    'Falta el número de teléfono.',
  );
  await expect(login.form.getByTestId('login-code')).toContainText(
    'Código de verificación no válido o ausente.',
  );
  await login.input('login-mobile').fill('12ab');
  await login.form.getByTestId('login-sms-send').click();
  await expect(login.form.getByTestId('login-mobile')).toContainText(
    'Formato de número de teléfono no válido.',
  );
  await expect(login.form.getByTestId('login-sms-check')).toHaveCount(0);

  // Sending asks for the bot check first, then counts down "N s" and refuses meanwhile.
  await login.input('login-dial-code').fill(player.countryDialingCode);
  await login.input('login-mobile').fill(` ${player.mobileNum} `);
  await login.form.getByTestId('login-sms-send').click();
  const check = login.form.getByTestId('login-sms-check');
  await expect(check).toBeVisible();
  await challenges.solveSlider(check.getByTestId('slider-puzzle'));
  await expect(check).toHaveCount(0);
  await expect(login.form.getByTestId('login-sms-sent')).toHaveText(
    `Hemos enviado un código al +${player.countryDialingCode} ${player.mobileNum}.`,
  );
  const send = login.form.getByTestId('login-sms-send');
  await expect(send).toHaveText(/^\d+ s$/);
  await expect(send).toBeDisabled();
  const first = Number((await send.textContent())!.split(' ')[0]);
  await expect
    .poll(async () => Number((await send.textContent())!.split(' ')[0]), { timeout: 4000 })
    .toBeLessThan(first);

  let texts: SandboxSms[] = [];
  await expect
    .poll(async () => {
      texts = await operator.call<SandboxSms[]>(
        'GET',
        `/admin/sandbox/sms?mobile=${player.mobileNum}`,
      );
      return texts.length;
    })
    .toBeGreaterThan(0);
  const code = /\b(\d{6})\b/.exec(texts[0]!.text)?.[1];
  expect(code, `a code in "${texts[0]!.text}"`).toBeTruthy();

  // A wrong code is refused on its field; the right one signs in, with no bot check.
  const wrong = code === '000000' ? '111111' : '000000';
  await login.input('login-code').fill(wrong);
  await login.form.getByTestId('login-submit').click();
  await expect(login.form.getByTestId('login-code')).toContainText(
    'Código de verificación no válido o ausente.',
  );
  await login.input('login-code').fill(code!);
  await login.form.getByTestId('login-submit').click();
  await expect(login.form.getByTestId('login-bot-check')).toHaveCount(0);

  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  await expect(page.getByTestId('header-account')).toHaveText(player.username);
  expect(await readSession(page, 'account')).toBe(player.username);
  await expect(page.getByTestId('popup-announcements')).toBeVisible();

  allowRefusals(problems, [400]);
});
