import { expect, skipStartupPopup, test } from './fixtures';

test("the registration dialog's login button switches to the login dialog, and Escape closes it but not from the dial-code list", async ({
  page,
  problems,
}) => {
  void problems;
  await skipStartupPopup(page);
  await page.goto('/');
  await page.getByTestId('header-register').click();
  const modal = page.getByTestId('register-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();

  await modal.getByTestId('register-to-login').click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('login-modal')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  await page.getByTestId('header-register').click();
  await expect(modal).toBeVisible();
  // Escape in the open dial-code list closes the list, not the dialog.
  await modal.getByTestId('dial-code-field').focus();
  await expect(modal.getByTestId('dial-code-list')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal.getByTestId('dial-code-list')).toBeHidden();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});
