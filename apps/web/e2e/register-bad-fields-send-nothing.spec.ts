import type { Page } from '@playwright/test';
import { expect, skipStartupPopup, test } from './fixtures';

/** Every call the page makes that would register or spend a challenge. */
function watchSends(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/wps\/(member\/register|botcheck|verification)/.test(path)) {
      sent.push(`${request.method()} ${path}`);
    }
  });
  return sent;
}

test.use({ viewport: { width: 360, height: 740 } });

test('bad fields show the SPEC §5 texts under them and nothing is sent, on a 360 px screen', async ({
  page,
  problems,
}) => {
  void problems;
  await skipStartupPopup(page);
  const sent = watchSends(page);
  await page.goto('/register');
  const form = page.getByTestId('register-form-username');
  await expect(form).toBeVisible();

  await form.getByTestId('register-username-input').fill('7lucky');
  await form.getByTestId('register-password-input').fill('Secret-pw1');
  await form.getByTestId('register-confirmPassword-input').fill('Secret-pw2');
  await form.getByTestId('register-submit').click();

  await expect(form.getByTestId('register-username-problem')).toHaveText(
    '6 - 16 caracteres: empieza por una letra y sigue con letras o dígitos',
  );
  await expect(form.getByTestId('register-mobileNum-problem')).toHaveText(
    'Número de móvil: no puede estar vacío',
  );
  await expect(form.getByTestId('register-confirmPassword-problem')).toHaveText(
    'Las dos contraseñas no coinciden',
  );
  // The first field at fault takes the focus, and says what is wrong with it.
  const username = form.getByTestId('register-username-input');
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(/6 - 16 caracteres/);

  // Unticking the age and terms confirmation stops the submit too.
  await username.fill('lucky777');
  await form.getByTestId('register-mobileNum-input').fill('912345678');
  await form.getByTestId('register-confirmPassword-input').fill('Secret-pw1');
  await form.getByTestId('register-agreement-input').uncheck();
  await form.getByTestId('register-submit').click();
  await expect(form.getByTestId('register-agreement-problem')).toContainText('al menos 18 años');
  await expect(form.getByTestId('register-username-problem')).toHaveCount(0);

  expect(sent).toEqual([]);
  // Nothing sticks out sideways on a small phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an invitation code nobody has is refused in a warning dialog before any bot check', async ({
  page,
  problems,
}) => {
  void problems;
  await skipStartupPopup(page);
  const sent = watchSends(page);
  // A code in the address that the server does not confirm leaves the field on show.
  await page.goto('/register?affiliateCode=NOBODY42');
  const form = page.getByTestId('register-form-username');
  const invitation = form.getByTestId('register-affiliateCode-input');
  await expect(invitation).toBeVisible();
  await expect(invitation).toHaveValue('');

  await form.getByTestId('register-username-input').fill('lucky777');
  await form.getByTestId('register-mobileNum-input').fill('912345678');
  await form.getByTestId('register-password-input').fill('Secret-pw1');
  await form.getByTestId('register-confirmPassword-input').fill('Secret-pw1');
  await invitation.fill('NOBODY43');
  await form.getByTestId('register-submit').click();

  const warning = page.getByTestId('register-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('El código de invitación no es válido');
  await warning.getByTestId('register-warning-confirm').click();
  await expect(warning).toHaveCount(0);
  await expect(page.getByTestId('register-bot-check')).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('the dial-code list works from the keyboard and closes shortly after focus leaves', async ({
  page,
  problems,
}) => {
  void problems;
  await skipStartupPopup(page);
  await page.goto('/register');
  const form = page.getByTestId('register-form-username');
  const dial = form.getByTestId('dial-code-field');
  const list = form.getByTestId('dial-code-list');

  await form.getByTestId('register-username-input').focus();
  await page.keyboard.press('Tab');
  await expect(dial).toBeFocused();
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(dial).not.toHaveValue(/\+84$/);

  await dial.click();
  await expect(list).toBeVisible();
  await form.getByTestId('register-mobileNum-input').focus();
  await expect(list).toBeHidden();
});
