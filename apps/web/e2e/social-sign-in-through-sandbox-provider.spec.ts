import type { Page } from '@playwright/test';
import { expect, readSession, skipStartupPopup, test } from './fixtures';

/** Walks the sandbox provider's own pages, as a person signing in with Google would. */
async function signInAtProvider(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/oidc\/google\//);
  await page.getByLabel('User name').fill('alice');
  await page.getByLabel('Password').fill('alice-sandbox');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const allow = page.getByRole('button', { name: 'Allow' });
  // The provider asks for consent the first time only.
  if (await allow.isVisible({ timeout: 3_000 }).catch(() => false)) await allow.click();
}

test('Google sign-in through the sandbox provider opens a session, and the same member comes back', async ({
  page,
  problems,
}) => {
  void problems;
  test.setTimeout(60_000);
  await skipStartupPopup(page);
  await page.goto('/rng');
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('login-modal');
  await dialog.getByTestId('social-sign-in-google').click();
  await signInAtProvider(page);

  // Back on the page it started from, signed in as a new player made for the identity.
  await expect(page).toHaveURL(/\/rng$/);
  const account = page.getByTestId('header-account');
  await expect(account).toHaveText(/^gg\w+$/);
  const first = await account.textContent();
  expect(await readSession(page, 'isAgent')).toBe('0');

  await page.getByTestId('member-menu-toggle').click();
  await page.getByTestId('member-menu-logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('header-login')).toBeVisible();

  await page.getByTestId('header-login').click();
  await page.getByTestId('login-modal').getByTestId('social-sign-in-google').click();
  // The provider still knows Alice from a minute ago, as Google would: it may send her
  // straight back without its sign-in page.
  const account2 = page.getByTestId('header-account');
  const providerPage = page.getByLabel('User name');
  await expect(account2.or(providerPage)).toBeVisible({ timeout: 15_000 });
  if (await providerPage.isVisible()) await signInAtProvider(page);
  await expect(account2).toHaveText(first!);
});
