import { randomInt } from 'node:crypto';
import { Challenges } from './support/challenges';
import { expect, readSession, skipStartupPopup, test } from './fixtures';

type SandboxSms = { to: string; text: string; sentAt: number };

test('a visitor registers by mobile with the SMS code from the sandbox outbox and gets the generated account', async ({
  page,
  problems,
  operator,
}) => {
  void problems;
  // Two or three slider checks on a busy machine: more than the default 30 s of room.
  test.setTimeout(60_000);
  await skipStartupPopup(page);
  const challenges = new Challenges(page);
  // Numbers ending 0000 or 0001 are the sandbox's failures; this one is neither.
  const mobile = `9${randomInt(10 ** 7, 10 ** 8)}5`;

  await page.goto('/register');
  await expect(page.getByTestId('page-register')).toBeVisible();
  await expect(page.getByTestId('register-back-home')).toHaveAttribute('href', '/');
  await page.getByTestId('register-tabs-tab-mobile').click();
  const form = page.getByTestId('register-form-mobile');
  await expect(form.getByTestId('register-username')).toHaveCount(0);

  // The dial-code picker: the brand's default first, opened by focus, closed by a pick.
  const dial = form.getByTestId('dial-code-field');
  await expect(dial).toHaveValue(/\+84$/);
  await dial.focus();
  const list = form.getByTestId('dial-code-list');
  await expect(list).toBeVisible();
  await list.locator('[data-country="BR"]').click();
  await expect(list).toBeHidden();
  await expect(dial).toHaveValue(/\+55$/);

  await form.getByTestId('register-mobileNum-input').fill(mobile);
  await form.getByTestId('register-sms-send').click();
  const smsCheck = page.getByTestId('register-bot-check');
  await expect(smsCheck).toBeVisible();
  await challenges.solveSlider(smsCheck.getByTestId('slider-puzzle'));
  await expect(smsCheck).toHaveCount(0);
  // The send button counts down expiredMinutes × 60 seconds (5 minutes here).
  await expect(form.getByTestId('register-sms-send')).toBeDisabled();
  await expect(form.getByTestId('register-sms-send')).toHaveText(/Reenviar en (29\d|300) s/);

  const outbox = await operator.call<SandboxSms[]>('GET', `/admin/sandbox/sms?mobile=${mobile}`);
  expect(outbox.length).toBeGreaterThan(0);
  expect(outbox[0]!.to).toBe(`+55${mobile}`);
  const code = /\b(\d{6})\b/.exec(outbox[0]!.text)?.[1];
  expect(code, outbox[0]!.text).toBeDefined();

  await form.getByTestId('register-verificationCode-input').fill(code!);
  await form.getByTestId('register-password-input').fill('Secret-pw1');
  await form.getByTestId('register-confirmPassword-input').fill('Secret-pw1');
  await form.getByTestId('register-submit').click();
  const botCheck = page.getByTestId('register-bot-check');
  await expect(botCheck).toBeVisible();
  await challenges.solveSlider(botCheck.getByTestId('slider-puzzle'));

  // First the generated account, in the visitor's language; then the usual success path.
  const info = page.getByTestId('register-account-info');
  await expect(info).toBeVisible();
  const account = await readSession(page, 'account');
  expect(account).toBeTruthy();
  await expect(info).toContainText(`Tu nombre de usuario es ${account}`);
  await info.getByTestId('register-account-info-confirm').click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('register-success')).toBeVisible();
  const token = await readSession(page, 'token');
  const member = await page.request.get('/wps/member/info', {
    headers: { Authorization: `Bearer ${token}`, Merchant: 'SORTEO' },
  });
  expect((await member.json()).value).toMatchObject({
    account,
    maskedMobile: expect.stringContaining('+55'),
  });
});

test('an SMS the gateway cannot deliver is reported in a warning dialog with its reason', async ({
  page,
  problems,
}) => {
  // Two or three slider checks on a busy machine: more than the default 30 s of room.
  test.setTimeout(60_000);
  await skipStartupPopup(page);
  const challenges = new Challenges(page);
  await page.goto('/register');
  await page.getByTestId('register-tabs-tab-mobile').click();
  const form = page.getByTestId('register-form-mobile');
  // The sandbox gateway fails delivery to numbers ending 0000.
  await form.getByTestId('register-mobileNum-input').fill(`9${randomInt(1000, 9999)}0000`);
  await form.getByTestId('register-sms-send').click();
  const smsCheck = page.getByTestId('register-bot-check');
  await challenges.solveSlider(smsCheck.getByTestId('slider-puzzle'));

  const warning = page.getByTestId('register-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('No se pudo enviar el SMS');
  await warning.getByTestId('register-warning-confirm').click();
  await expect(warning).toHaveCount(0);
  await expect(form.getByTestId('register-sms-send')).toBeEnabled();
  await expect(form.getByTestId('register-sms-send')).toHaveText('Enviar código');
  const kept = problems.messages.filter((m) => !m.includes('status of 502 '));
  problems.messages.splice(0, problems.messages.length, ...kept);
});
