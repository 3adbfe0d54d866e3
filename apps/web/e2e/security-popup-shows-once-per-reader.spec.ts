import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, visitFrom } from './fixtures';
import { SiteApi } from './support/site-api';
import { openSignedIn } from './support/wallet-session';

type AdminAnnouncement = {
  id: number;
  type: string;
  title: string;
  content: string;
  publishedAt: number;
  enabled: boolean;
  translations: Record<string, unknown>;
};

/** The pop-up waits for the page to settle; after that long it would be up if it were due. */
async function expectNoPopup(page: Page) {
  await expect(page.getByTestId('page-home')).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByTestId('popup-announcements')).toHaveCount(0);
}

async function closePopup(page: Page) {
  const popup = page.getByTestId('popup-announcements');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Protege tu cuenta');
  await popup.getByTestId('popup-confirm').click();
  await expect(popup).toBeHidden();
}

test('the security pop-up shows once to each reader and version, not on every page', async ({
  page,
  context,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  void problems;
  // Seven page loads, each waiting for the page to settle: under a loaded machine a minute
  // was not always enough.
  test.setTimeout(90_000);
  const ip = `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  const api = await SiteApi.open(playwright, baseURL!, ip);
  const ana = await api.registerPlayer();
  const bob = await api.registerPlayer();
  const anaToken = await api.login(ana.username, ana.password);
  const bobToken = await api.login(bob.username, bob.password);
  await api.dispose();
  const newTab = async () => {
    const tab = await context.newPage();
    await visitFrom(tab, ip);
    return tab;
  };

  // A visitor reads it once: not again on a reload, nor in a new tab.
  await visitFrom(page, ip);
  await page.goto('/');
  await closePopup(page);
  await page.reload();
  await expectNoPopup(page);
  const guestTab = await newTab();
  await guestTab.goto('/');
  await expectNoPopup(guestTab);

  // A member reads it once too, whichever tab they open signed in.
  const anaFirst = await newTab();
  await openSignedIn(anaFirst, '/', anaToken);
  await expect(anaFirst.getByTestId('header-account')).toHaveText(ana.username);
  await closePopup(anaFirst);
  const anaAgain = await newTab();
  await openSignedIn(anaAgain, '/', anaToken);
  await expect(anaAgain.getByTestId('header-account')).toHaveText(ana.username);
  await expectNoPopup(anaAgain);

  // Another member on the same device has not read it yet.
  const bobTab = await newTab();
  await openSignedIn(bobTab, '/', bobToken);
  await expect(bobTab.getByTestId('header-account')).toHaveText(bob.username);
  await closePopup(bobTab);

  // Published again, it is a new version: each reader sees it once more.
  const notices = await operator.call<{ content: AdminAnnouncement[] }>(
    'GET',
    '/admin/announcements?type=PU',
  );
  const popup = notices.content.find((a) => a.title === 'Protege tu cuenta')!;
  await operator.call('PUT', `/admin/announcements/${popup.id}`, {
    type: popup.type,
    title: popup.title,
    content: popup.content,
    enabled: popup.enabled,
    translations: popup.translations,
    publishedAt: Date.now() - 1_000,
  });
  const anaLater = await newTab();
  await openSignedIn(anaLater, '/', anaToken);
  await expect(anaLater.getByTestId('header-account')).toHaveText(ana.username);
  await closePopup(anaLater);
});
