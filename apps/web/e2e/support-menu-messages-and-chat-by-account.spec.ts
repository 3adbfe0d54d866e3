import type { Page } from '@playwright/test';
import { expect, skipStartupPopup, test as base, visitFrom } from './fixtures';
import { freshIp } from './support/login-form';
import { newSignedInPlayer, openSignedIn } from './support/wallet-session';

type SettingNode = { modId: string; enabled: string; childrenNodes: SettingNode[] };

const flat = (nodes: SettingNode[]): SettingNode[] =>
  nodes.flatMap((n) => [n, ...flat(n.childrenNodes)]);

/** The brand's chat room switched on for the test, and put back as it was after. */
const test = base.extend<{ chatRoomOn: void }>({
  chatRoomOn: async ({ operator }, use) => {
    const tree = await operator.call<SettingNode[]>('GET', '/admin/settings/whitelabel');
    const was = flat(tree).find((n) => n.modId === 'CBS3')?.enabled === '1';
    await operator.call('PUT', '/admin/settings/whitelabel/CBS3', { enabled: true });
    try {
      await use();
    } finally {
      await operator.call('PUT', '/admin/settings/whitelabel/CBS3', { enabled: was });
    }
  },
});

const TRIAL_WARNING = 'Esta función necesita una cuenta real. Regístrate para usarla.';

async function openSupport(page: Page) {
  await page.getByTestId('menu-support-toggle').click();
  const support = page.getByTestId('menu-support');
  await expect(support.getByTestId('menu-announcements')).toBeVisible();
  return support;
}

test('platform messages and the chat room ask a visitor to log in and a trial account for a real one', async ({
  page,
  problems,
  chatRoomOn,
}) => {
  void problems;
  void chatRoomOn;
  await visitFrom(page, freshIp());
  await skipStartupPopup(page);
  await page.goto('/');

  const support = await openSupport(page);
  for (const entry of ['menu-platform-messages', 'menu-chat-room']) {
    await expect(support.getByTestId(entry)).toBeVisible();
    await support.getByTestId(entry).click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.getByTestId('login-modal-close').click();
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
  }

  await page.getByTestId('header-free-demo').click();
  await expect(page.getByTestId('header-trial')).toBeVisible();
  // The menu stays as the visitor left it: the submenu is still open.
  await expect(support.getByTestId('menu-announcements')).toBeVisible();
  const notice = page.getByTestId('trial-notice');
  for (const entry of ['menu-platform-messages', 'menu-chat-room']) {
    await expect(support.getByTestId(entry)).toBeVisible();
    await support.getByTestId(entry).click();
    await expect(notice.getByRole('alert')).toHaveText(TRIAL_WARNING);
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
    await notice.getByTestId('trial-notice-confirm').click();
    await expect(notice).toHaveCount(0);
  }
});

test('a signed-in real member is offered no entry that leads nowhere', async ({
  page,
  problems,
  playwright,
  baseURL,
  chatRoomOn,
}) => {
  void problems;
  void chatRoomOn;
  const { api, player, token } = await newSignedInPlayer(playwright, baseURL!, page);
  try {
    await openSignedIn(page, '/', token);
    await expect(page.getByTestId('header-account')).toHaveText(player.username);

    const support = await openSupport(page);
    await expect(support.locator('.menu-sublist > li')).toHaveText([
      'Chat con atención al cliente',
      'Anuncios',
      'Centro de ayuda',
      'Prueba de velocidad',
    ]);
    await expect(support.getByTestId('menu-platform-messages')).toHaveCount(0);
    await expect(support.getByTestId('menu-chat-room')).toHaveCount(0);
  } finally {
    await api.dispose();
  }
});
