import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { e2ePostgresSite as site } from '../playwright.config';
import { acceptedBefore, playedDaysAgo, rolledUpValidBet } from './support/days-back';
import {
  memberIds,
  openSiteOperator,
  rebuildRollups,
  withSiteDatabase,
} from './support/postgres-site';
import { acceptHouseDailySalary } from './support/house-contract';
import { SiteApi } from './support/site-api';
import { spinSlot } from './support/slot-spins';
import { openSignedIn } from './support/wallet-session';
import { creditWallet, shownAmount } from './support/withdraw-setup';
import { expect, skipStartupPopup, test, visitFrom } from './fixtures';

type AdminMember = { account: string; type: number; affiliateCode: string };

const visitor = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 250)}`;

async function openAgentCentre(page: Page, ip: string, token: string): Promise<Locator> {
  await skipStartupPopup(page);
  await visitFrom(page, ip);
  await openSignedIn(page, `${site.url}/`, token);
  await page.getByTestId('member-menu-toggle').click();
  await page.getByTestId('member-menu-agent-centre').click();
  return page.getByTestId('agent-centre');
}

async function openDailySalary(centre: Locator): Promise<Locator> {
  await centre.getByTestId('agent-centre-menu-dailySalary').click();
  return centre.getByTestId('agent-centre-panel-dailySalary');
}

/** The definition a payout's basis gives for `term`. */
const basisFigure = (basis: Locator, term: string) =>
  basis.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('the next day’s run pays the agent and its downline agent their daily salaries, the agent the difference', async ({
  page,
  browser,
  problems,
  playwright,
}) => {
  void problems;
  test.setTimeout(360_000);
  const operator = await openSiteOperator(playwright);
  await operator.call('PUT', '/admin/agent-schemes/daily_salary', {
    enabled: true,
    activeBet: null,
  });
  try {
    // An agent, the member-agent it recruited, and a player that one recruited.
    const topIp = visitor();
    const topApi = await SiteApi.open(playwright, site.url, topIp);
    const top = await topApi.registerPlayer();
    const madeTop = await operator.call<AdminMember>('PUT', `/admin/members/${top.username}/type`, {
      type: 1,
    });
    const downIp = visitor();
    const downApi = await SiteApi.open(playwright, site.url, downIp);
    const down = await downApi.registerPlayer(undefined, { affiliateCode: madeTop.affiliateCode });
    const madeDown = await operator.call<AdminMember>(
      'PUT',
      `/admin/members/${down.username}/type`,
      { type: 2 },
    );
    const playerApi = await SiteApi.open(playwright, site.url, visitor());
    const player = await playerApi.registerPlayer(undefined, {
      affiliateCode: madeDown.affiliateCode,
    });

    // The house offers the agent 5 ‰ of its team's valid bet, and the agent accepts.
    const topToken = await acceptHouseDailySalary(operator, topApi, top, '5');

    // The agent offers its downline agent 4 ‰ from its Daily Salary panel.
    const topCentre = await openAgentCentre(page, topIp, topToken);
    const topPanel = await openDailySalary(topCentre);
    const row = topPanel.getByTestId('contract-downline').filter({ hasText: down.username });
    await row.getByTestId('contract-downline-offer').click();
    const dialog = page.getByTestId('contract-offer-dialog');
    await dialog.getByTestId('contract-offer-0-minDailyTeamBet').locator('input').fill('100');
    await dialog.getByTestId('contract-offer-0-minActiveMembers').locator('input').fill('1');
    await dialog.getByTestId('contract-offer-0-rate').locator('input').fill('4');
    await dialog.getByTestId('contract-offer-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Oferta enviada; caduca el');

    // The downline agent accepts it in its own browser.
    const downToken = await downApi.login(down.username, down.password);
    const downContext = await browser.newContext({ locale: 'es-ES' });
    const downPage = await downContext.newPage();
    const downCentre = await openAgentCentre(downPage, downIp, downToken);
    const downPanel = await openDailySalary(downCentre);
    const incoming = downPanel.getByTestId('contract-offer');
    await expect(incoming).toContainText(top.username);
    await incoming.getByTestId('contract-offer-accept').click();
    await downPage.getByTestId('contract-answer-confirm').click();
    await expect(downPanel.getByTestId('contract-offers-done')).toBeVisible();
    await expect(downPanel.getByTestId('contract-mine-upcoming')).toContainText('4');

    // The downline's player plays the slot for real money.
    await creditWallet(operator, player.username, 100_000, 'Fondos de prueba');
    const playerToken = await playerApi.login(player.username, player.password);
    const stakes = [20_000, 5_000];
    await spinSlot(playwright, playerApi, playerToken, stakes);
    const teamValidBet = stakes.reduce((a, b) => a + b, 0);

    // A day cannot pass in a test: the story moves back instead. The player's rounds were
    // played the day before yesterday; the rollups are rebuilt from their sources; then the
    // contracts were accepted the day before, so they are in force that day. That day ended
    // more than a day ago, so its run is due whatever the time of day. A rebuild counts the
    // rows of transactions older than every one still open on the server, in any database:
    // while one from before the move is open, the next rebuild tries again.
    const day = await withSiteDatabase(async (db) => {
      const [topId, downId, playerId] = await memberIds(db, [
        top.username,
        down.username,
        player.username,
      ]);
      const played = await playedDaysAgo(db, [playerId!], 2);
      await expect(async () => {
        await rebuildRollups();
        expect(
          await rolledUpValidBet(db, [playerId!], played),
          'the rollups hold the moved rounds',
        ).toBe(teamValidBet);
      }).toPass({ timeout: 150_000, intervals: [2_000, 5_000] });
      expect(await acceptedBefore(db, [topId!, downId!], played)).toBe(2);
      return played;
    });

    // The run pays each agent its own rate of the team's valid bet, less what its downline
    // agent's rate took: 4 ‰ to the downline agent, the 1 ‰ between them to the agent.
    const downPaid = Math.floor((teamValidBet * 4) / 1000);
    const topPaid = Math.floor((teamValidBet * 5) / 1000) - downPaid;
    const money = (minor: number) => shownAmount(minor, 0);
    // What both payouts' bases show: the team's valid bet, its one active member, the first
    // tier; then each agent's own rate and gross.
    const expectBasis = async (basis: Locator, own: { rate: string; gross: string }) => {
      await expect(basisFigure(basis, 'Apuesta válida del equipo')).toHaveText(money(teamValidBet));
      await expect(basisFigure(basis, 'Miembros activos')).toHaveText('1');
      await expect(basisFigure(basis, 'Nivel alcanzado')).toHaveText('Nivel 1');
      await expect(basisFigure(basis, 'Tasa pagada')).toHaveText(own.rate);
      await expect(basisFigure(basis, 'Bruto (tasa × base)')).toHaveText(own.gross);
    };

    // The agent looks again until the payout is there (the job runs every minute).
    const topPayout = topPanel.getByTestId('contract-payout-row').filter({ hasText: day });
    await expect(async () => {
      await topCentre.getByTestId('agent-centre-menu-income').click();
      await topCentre.getByTestId('agent-centre-menu-dailySalary').click();
      await expect(topPayout).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 150_000, intervals: [5_000] });
    await expect(topPayout.getByTestId('contract-payout-amount')).toHaveText(money(topPaid));
    await topPayout.getByTestId('contract-payout-toggle').click();
    const topBasis = topPanel.getByTestId('contract-payout-basis');
    await expectBasis(topBasis, { rate: '5 ‰', gross: money(topPaid + downPaid) });
    const share = topBasis.getByRole('listitem').filter({ hasText: down.username });
    await expect(share).toContainText(money(downPaid));

    // My income: the salary, named by the day it pays.
    const memo = `Salario diario del periodo que empieza el ${day}`;
    await topCentre.getByTestId('agent-centre-menu-income').click();
    const topIncome = topCentre.getByTestId('agent-centre-panel-income');
    const topSalary = topIncome.getByTestId('agent-income-row').filter({ hasText: memo });
    await expect(topSalary).toHaveCount(1);
    await expect(topSalary.getByTestId('agent-income-kind')).toHaveText('Salario');
    await expect(topSalary).toContainText(`+${money(topPaid)}`);

    // The downline agent: its own rate of the same team's valid bet, nothing to deduct.
    const downPayout = downPanel.getByTestId('contract-payout-row').filter({ hasText: day });
    await downCentre.getByTestId('agent-centre-menu-income').click();
    await downCentre.getByTestId('agent-centre-menu-dailySalary').click();
    await expect(downPayout.getByTestId('contract-payout-amount')).toHaveText(money(downPaid));
    await downPayout.getByTestId('contract-payout-toggle').click();
    const downBasis = downPanel.getByTestId('contract-payout-basis');
    await expectBasis(downBasis, { rate: '4 ‰', gross: money(downPaid) });
    await expect(downBasis).toContainText('Ninguna');
    await downCentre.getByTestId('agent-centre-menu-income').click();
    const downIncome = downCentre.getByTestId('agent-centre-panel-income');
    const downSalary = downIncome.getByTestId('agent-income-row').filter({ hasText: memo });
    await expect(downSalary).toContainText(`+${money(downPaid)}`);
    await downContext.close();
  } finally {
    await operator.call('PUT', '/admin/agent-schemes/daily_salary', {
      enabled: false,
      activeBet: null,
    });
    await operator.dispose();
  }
});
