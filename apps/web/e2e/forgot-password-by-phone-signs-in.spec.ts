import { randomInt } from 'node:crypto';
import { Challenges } from './support/challenges';
import { newPassword, SiteApi } from './support/site-api';
import {
  expect,
  readSession,
  skipStartupPopup,
  test as base,
  visitFrom,
  type OperatorApi,
} from './fixtures';

type SandboxSms = { to: string; text: string; sentAt: number };

const FLAG = 'CHNGPASSVERIF3';

/** Reset by phone switched on for the journey (SPEC §2: only with CHNGPASSVERIF3), put back after. */
const test = base.extend<{ resetByPhone: OperatorApi }>({
  resetByPhone: async ({ operator }, use) => {
    type Node = { modId: string; enabled: '0' | '1'; childrenNodes: Node[] };
    const tree = await operator.call<Node[]>('GET', '/admin/settings/whitelabel');
    const find = (nodes: Node[]): Node | undefined =>
      nodes.map((n) => (n.modId === FLAG ? n : find(n.childrenNodes))).find(Boolean);
    const before = find(tree)?.enabled === '1';
    await operator.call('PUT', `/admin/settings/whitelabel/${FLAG}`, { enabled: true });
    try {
      await use(operator);
    } finally {
      await operator.call('PUT', `/admin/settings/whitelabel/${FLAG}`, { enabled: before });
    }
  },
});

test('forgot password by phone: slider, SMS code, new password, and the player is signed in at home', async ({
  page,
  problems,
  playwright,
  baseURL,
  resetByPhone: operator,
}) => {
  void problems;
  const ip = `198.51.100.${randomInt(1, 250)}`;
  const api = await SiteApi.open(playwright, baseURL!, ip);
  const player = await api.registerPlayer();
  await skipStartupPopup(page);
  await visitFrom(page, ip);
  const challenges = new Challenges(page);

  await page.goto('/login');
  await page.getByTestId('login-forgot').click();
  const dialog = page.getByTestId('forgot-password-modal');
  await dialog.getByTestId('forgot-method-tab-mobile').click();
  const form = dialog.getByTestId('forgot-phone-form');
  await expect(form.getByTestId('forgot-dial-code').locator('input')).toHaveValue('84');

  // The code is sent only for a number that passes its rule, after the slider check.
  await form.getByTestId('forgot-mobile').locator('input').fill('12');
  await form.getByTestId('forgot-send-code').click();
  await expect(form.getByTestId('forgot-mobile')).toContainText('8 - 15 caracteres: solo dígitos');
  await expect(page.getByTestId('forgot-bot-check')).toHaveCount(0);

  await form.getByTestId('forgot-mobile').locator('input').fill(player.mobileNum);
  await form.getByTestId('forgot-send-code').click();
  const botCheck = page.getByTestId('forgot-bot-check');
  await expect(botCheck).toBeVisible();
  await challenges.solveSlider(botCheck.getByTestId('slider-puzzle'));
  await expect(botCheck).toHaveCount(0);
  // SPEC §4 "SMS resend": the button counts down and refuses to send meanwhile.
  const send = form.getByTestId('forgot-send-code');
  await expect(send).toHaveText(/^\d+ s$/);
  await expect(send).toBeDisabled();

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

  await form.getByTestId('forgot-code').locator('input').fill(code!);
  await form.getByTestId('forgot-phone-submit').click();
  await expect(form.getByTestId('forgot-new-password')).toContainText(
    'Nueva contraseña: no puede estar vacío',
  );

  const chosen = newPassword();
  await form.getByTestId('forgot-new-password').locator('input').fill(chosen);
  await form.getByTestId('forgot-phone-submit').click();

  // SPEC §4 "Phone reset": signed in automatically, dialog closed, at home.
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new URL('/', baseURL).href);
  await expect.poll(() => readSession(page, 'account')).toBe(player.username);

  const old = await api.sendEncrypted('POST', '/wps/session/login', {
    type: 'username',
    username: player.username,
    password: player.password,
    botToken: await api.botToken('login'),
  });
  expect(old.code).toBe('INVALID_CREDENTIALS');
  expect(await api.login(player.username, chosen)).toBeTruthy();
  await api.dispose();
});
