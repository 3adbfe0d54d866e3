import { randomInt } from 'node:crypto';
import { e2eOperator, e2ePhoneAuthSite } from '../playwright.config';
import { Challenges } from './support/challenges';
import { expect, merchantCode, readSession, skipStartupPopup, test as base } from './fixtures';

type SandboxSms = { to: string; text: string; sentAt: number };

/** The texts the phone-auth site's SMS sandbox sent to a number, read by its operator. */
const test = base.extend<{ outbox: (mobile: string) => Promise<SandboxSms[]> }>({
  outbox: async ({ playwright }, use) => {
    const operator = await playwright.request.newContext({ baseURL: e2ePhoneAuthSite.url });
    const login = await operator.post('/admin/session/login', { data: e2eOperator });
    const { value: session } = (await login.json()) as { value: { token: string } };
    await use(async (mobile) => {
      const res = await operator.get(`/admin/sandbox/sms?mobile=${mobile}`, {
        headers: { Authorization: `Bearer ${session.token}`, Merchant: merchantCode },
      });
      return ((await res.json()) as { value: SandboxSms[] }).value;
    });
    await operator.dispose();
  },
});

// This site proves numbers with the phone-auth service's ID token instead of our own code.
test.use({ baseURL: e2ePhoneAuthSite.url });

test('a visitor registers by mobile with a code from the phone-auth service and signs in with its ID token', async ({
  page,
  problems,
  outbox,
}) => {
  void problems;
  // Two slider checks on a busy machine: more than the default 30 s of room.
  test.setTimeout(60_000);

  await skipStartupPopup(page);
  const challenges = new Challenges(page);
  const mobile = `9${randomInt(10 ** 7, 10 ** 8)}7`;
  const idTokens: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/wps/verification/phone-auth/verify')) return;
    const body = (await response.json()) as { value?: { idToken?: string } };
    if (body.value?.idToken) idTokens.push(body.value.idToken);
  });

  const settings = await page.request.get('/wps/system/setting/register', {
    headers: { Merchant: merchantCode },
  });
  expect((await settings.json()).value.phoneVerification).toBe('firebase');

  await page.goto('/register');
  await page.getByTestId('register-tabs-tab-mobile').click();
  const form = page.getByTestId('register-form-mobile');
  await form.getByTestId('register-mobileNum-input').fill(mobile);
  await form.getByTestId('register-sms-send').click();
  const smsCheck = page.getByTestId('register-bot-check');
  await challenges.solveSlider(smsCheck.getByTestId('slider-puzzle'));
  await expect(smsCheck).toHaveCount(0);
  // The third-party service lets a number ask again after one minute (SPEC §4).
  await expect(form.getByTestId('register-sms-send')).toHaveText(/Reenviar en (5\d|60) s/);

  const texts = await outbox(mobile);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts[0]!.to).toBe(`+84${mobile}`);
  const code = /\b(\d{6})\b/.exec(texts[0]!.text)?.[1];
  expect(code, texts[0]!.text).toBeDefined();

  await form.getByTestId('register-verificationCode-input').fill(code!);
  await form.getByTestId('register-password-input').fill('Secret-pw1');
  await form.getByTestId('register-confirmPassword-input').fill('Secret-pw1');
  await form.getByTestId('register-submit').click();
  const botCheck = page.getByTestId('register-bot-check');
  await challenges.solveSlider(botCheck.getByTestId('slider-puzzle'));

  const info = page.getByTestId('register-account-info');
  await expect(info).toBeVisible();
  const account = await readSession(page, 'account');
  await expect(info).toContainText(`Tu nombre de usuario es ${account}`);
  await info.getByTestId('register-account-info-confirm').click();
  await expect(page.getByTestId('register-success')).toBeVisible();

  // The service's ID token, not our code, proved the number: Firebase's shape, this number.
  await expect.poll(() => idTokens.length).toBe(1);
  const claims = JSON.parse(Buffer.from(idTokens[0]!.split('.')[1]!, 'base64url').toString());
  expect(claims).toMatchObject({
    phone_number: `+84${mobile}`,
    firebase: { sign_in_provider: 'phone' },
  });
  const token = await readSession(page, 'token');
  const member = await page.request.get('/wps/member/info', {
    headers: { Authorization: `Bearer ${token}`, Merchant: merchantCode },
  });
  expect((await member.json()).value).toMatchObject({
    account,
    maskedMobile: expect.stringContaining('+84'),
  });
});
