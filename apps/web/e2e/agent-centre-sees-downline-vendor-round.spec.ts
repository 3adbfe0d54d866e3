import { randomInt } from 'node:crypto';
import { SiteApi } from './support/site-api';
import { spinSlot } from './support/slot-spins';
import { openSignedIn } from './support/wallet-session';
import { creditWallet, shownAmount } from './support/withdraw-setup';
import { expect, skipStartupPopup, test, visitFrom } from './fixtures';

type AdminMember = { account: string; type: number; affiliateCode: string };

const visitor = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 250)}`;

test("an agent finds a downline's slot round, with the game's name, under team betting", async ({
  page,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  void problems;
  const ip = visitor();
  const agentApi = await SiteApi.open(playwright, baseURL!, ip);
  const agent = await agentApi.registerPlayer();
  const made = await operator.call<AdminMember>('PUT', `/admin/members/${agent.username}/type`, {
    type: 1,
  });
  const playerApi = await SiteApi.open(playwright, baseURL!, visitor());
  const player = await playerApi.registerPlayer(undefined, { affiliateCode: made.affiliateCode });
  await creditWallet(operator, player.username, 100_000, 'Fondos de prueba');
  const token = await playerApi.login(player.username, player.password);

  // The downline spins the slot at the vendor with real money: a bet and its win.
  const [spun] = await spinSlot(playwright, playerApi, token, [1000]);

  // The agent opens team betting and its providers' tab.
  const agentToken = await agentApi.login(agent.username, agent.password);
  await skipStartupPopup(page);
  await visitFrom(page, ip);
  await openSignedIn(page, '/', agentToken);
  await page.getByTestId('member-menu-toggle').click();
  await page.getByTestId('member-menu-agent-centre').click();
  const centre = page.getByTestId('agent-centre');
  await centre.getByTestId('agent-centre-menu-teamBets').click();
  const panel = centre.getByTestId('agent-centre-panel-teamBets');
  await panel.getByRole('tab', { name: 'Juegos de proveedores' }).click();
  const row = panel.getByTestId('agent-rounds-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(player.username);
  await expect(row).toContainText('Sietes de la Suerte');
  await expect(row).toContainText('Sandbox Studio');
  await expect(row).toContainText(shownAmount(1000, 0));
  await expect(row.getByTestId('agent-rounds-win')).toHaveText(shownAmount(spun!.win, 0));
  // The lottery tab is still there, and empty for this team.
  await panel.getByRole('tab', { name: 'Lotería' }).click();
  await expect(panel.getByTestId('agent-bets-empty')).toBeVisible();
});
