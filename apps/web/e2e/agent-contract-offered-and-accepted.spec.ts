import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectRefusals } from './support/refusals';
import { acceptHouseDailySalary } from './support/house-contract';
import { SiteApi } from './support/site-api';
import { openSignedIn } from './support/wallet-session';
import { expect, skipStartupPopup, test, visitFrom } from './fixtures';

type AdminMember = { account: string; type: number; affiliateCode: string };

const visitor = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 250)}`;

async function openDailySalary(page: Page, ip: string, token: string) {
  await skipStartupPopup(page);
  await visitFrom(page, ip);
  await openSignedIn(page, '/', token);
  await page.getByTestId('member-menu-toggle').click();
  await page.getByTestId('member-menu-agent-centre').click();
  const centre = page.getByTestId('agent-centre');
  await centre.getByTestId('agent-centre-menu-dailySalary').click();
  return centre.getByTestId('agent-centre-panel-dailySalary');
}

test('an agent offers its downline agent a daily salary within its own rate, and the downline accepts', async ({
  page,
  browser,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  test.setTimeout(120_000);
  await operator.call('PUT', '/admin/agent-schemes/daily_salary', {
    enabled: true,
    activeBet: null,
  });
  try {
    // An agent with a contract from the house, and a member-agent it recruited.
    const topIp = visitor();
    const topApi = await SiteApi.open(playwright, baseURL!, topIp);
    const top = await topApi.registerPlayer();
    const made = await operator.call<AdminMember>('PUT', `/admin/members/${top.username}/type`, {
      type: 1,
    });
    const downIp = visitor();
    const downApi = await SiteApi.open(playwright, baseURL!, downIp);
    const down = await downApi.registerPlayer(undefined, { affiliateCode: made.affiliateCode });
    await operator.call('PUT', `/admin/members/${down.username}/type`, { type: 2 });
    const topToken = await acceptHouseDailySalary(operator, topApi, top, '5');

    // The agent sees its terms (from tomorrow) and offers its downline more than it has.
    const panel = await openDailySalary(page, topIp, topToken);
    await expect(panel.getByTestId('contract-mine-upcoming')).toContainText('5');
    const row = panel.getByTestId('contract-downline').filter({ hasText: down.username });
    await row.getByTestId('contract-downline-offer').click();
    const dialog = page.getByTestId('contract-offer-dialog');
    await dialog.getByTestId('contract-offer-0-minDailyTeamBet').locator('input').fill('100');
    await dialog.getByTestId('contract-offer-0-minActiveMembers').locator('input').fill('1');
    await dialog.getByTestId('contract-offer-0-rate').locator('input').fill('6');
    await dialog.getByTestId('contract-offer-submit').click();
    // Refused in the form, at the rate, before anything is sent.
    await expect(dialog.getByTestId('contract-offer-0-rate')).toContainText(
      'La tasa supera la tuya en ese nivel',
    );
    await dialog.getByTestId('contract-offer-0-rate').locator('input').fill('4');
    await dialog.getByTestId('contract-offer-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByTestId('contract-downlines-done')).toBeVisible();
    await expect(row).toContainText('Oferta enviada; caduca el');

    // The downline sees an offer waiting, and accepts it.
    const downToken = await downApi.login(down.username, down.password);
    const downContext = await browser.newContext({ locale: 'es-ES' });
    const downPage = await downContext.newPage();
    const downPanel = await openDailySalary(downPage, downIp, downToken);
    const incoming = downPanel.getByTestId('contract-offer');
    await expect(incoming).toHaveCount(1);
    await expect(incoming).toContainText(top.username);
    await incoming.getByTestId('contract-offer-accept').click();
    await downPage.getByTestId('contract-answer-confirm').click();
    await expect(downPanel.getByTestId('contract-offers-done')).toBeVisible();
    await expect(downPanel.getByTestId('contract-mine-upcoming')).toContainText('4');
    await downContext.close();

    // Accepted for tomorrow: nothing waits, and nothing is in force yet.
    const check = await topApi.get<{
      downlines: { account: string; current: unknown; pending: unknown }[];
    }>('/wps/agent/contracts?kind=daily_salary', topToken);
    expect(check.downlines).toEqual([{ account: down.username, current: null, pending: null }]);
    expectRefusals(problems, []);
  } finally {
    await operator.call('PUT', '/admin/agent-schemes/daily_salary', {
      enabled: false,
      activeBet: null,
    });
  }
});
