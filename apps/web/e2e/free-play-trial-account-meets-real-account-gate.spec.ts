import { expect, readSession, skipStartupPopup, test, visitFrom } from './fixtures';
import { freshIp } from './support/login-form';

test('free play opens a trial account, and real-account actions stop it with in_need_true_account', async ({
  page,
  problems,
}) => {
  void problems;
  await visitFrom(page, freshIp());
  await skipStartupPopup(page);
  await page.goto('/rng');
  const header = page.getByTestId('header');

  await header.getByTestId('header-free-demo').click();

  // Signed in as a trial account, marked as such, taken home.
  await expect(header.getByTestId('header-trial')).toHaveText('Demo');
  await expect(header.getByTestId('header-account')).not.toHaveText('…');
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByTestId('header-login')).toHaveCount(0);
  expect(await readSession(page, 'isAgent')).toBe('4');
  const account = await header.getByTestId('header-account').textContent();
  expect(await readSession(page, 'account')).toBe(account);

  // The member centre is for real accounts: a warning with its confirm button, and no visit.
  await header.getByTestId('member-menu-toggle').click();
  await page.getByTestId('member-menu-centre').click();
  const notice = page.getByTestId('trial-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('alert')).toHaveText(
    'Esta función necesita una cuenta real. Regístrate para usarla.',
  );
  await notice.getByTestId('trial-notice-confirm').click();
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // So is the agent centre: the same warning, and the centre stays shut.
  await header.getByTestId('member-menu-toggle').click();
  await page.getByTestId('member-menu-agent-centre').click();
  await expect(notice).toBeVisible();
  await notice.getByTestId('trial-notice-confirm').click();
  await expect(page.getByTestId('agent-centre')).toHaveCount(0);

  // Out again, then in once more from the login dialog's free-trial button: a new account.
  await header.getByTestId('member-menu-toggle').click();
  await page.getByTestId('member-menu-logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(header.getByTestId('header-login')).toBeVisible();
  // Our own logout closes the live socket too: that is not a session ended elsewhere.
  await page.waitForTimeout(500);
  await expect(page.getByTestId('login-modal')).toHaveCount(0);

  await header.getByTestId('header-login').click();
  await page.getByTestId('login-modal').getByTestId('login-free-play').click();
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  await expect(header.getByTestId('header-trial')).toBeVisible();
  await expect(header.getByTestId('header-account')).not.toHaveText(account!);
  expect(await readSession(page, 'isAgent')).toBe('4');
});

test('a visitor without a session who opens the member-only chat room is asked to log in', async ({
  page,
  problems,
  operator,
}) => {
  void problems;
  await operator.call('PUT', '/admin/settings/whitelabel/CBS3', { enabled: true });
  try {
    await skipStartupPopup(page);
    await page.goto('/');
    await page.getByTestId('menu-support-toggle').click();
    await page.getByTestId('menu-chat-room').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.getByTestId('login-modal-close').click();

    // A trial account is told it needs a real one instead.
    await visitFrom(page, freshIp());
    await page.getByTestId('header-free-demo').click();
    await expect(page.getByTestId('header-trial')).toBeVisible();
    await page.getByTestId('menu-chat-room').click();
    await expect(page.getByTestId('trial-notice')).toContainText(
      'Esta función necesita una cuenta real.',
    );
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
  } finally {
    await operator.call('PUT', '/admin/settings/whitelabel/CBS3', { enabled: false });
  }
});
