import { expect, test } from './fixtures';
import { newFundedPlayer } from './support/lottery-play';
import { openSignedIn } from './support/wallet-session';
import { shownAmount } from './support/withdraw-setup';

type Recent = { list: { gameCode: string }[] };

test('a player launches a slot from the home rail, spins, sees the balance and the round', async ({
  page,
  problems,
  operator,
  playwright,
  baseURL,
}) => {
  void problems;
  const funds = 50_000;
  const { api, token } = await newFundedPlayer(playwright, baseURL!, page, operator, funds);
  await openSignedIn(page, '/', token);
  const headerBalance = page.getByTestId('header-balance-amount');
  await expect(headerBalance).toHaveText(shownAmount(funds, 0, 'VND'));

  // The hot rail opens the game in the player with real money.
  const hot = page.getByTestId('home-rail-hot');
  await hot.getByRole('button', { name: 'Jugar: Sietes de la Suerte' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe.game-page__frame');
  const balance = game.locator('#balance');
  await expect(balance).toHaveText(/50\.000/);
  await expect(game.getByText('Modo demo: sin dinero real')).toHaveCount(0);

  // Each spin takes the bet through the wallet; the header follows without a reload.
  await game.getByRole('button', { name: 'Girar' }).click();
  await expect(game.locator('#spin')).toBeEnabled();
  const after = Number((await balance.textContent())!.replace(/\D/g, ''));
  expect(after).not.toBe(NaN);
  await expect(headerBalance).toHaveText(shownAmount(after, 0, 'VND'));
  expect(await api.get<{ sumBalance: number }>('/wps/v2/wallets/balance', token)).toMatchObject({
    sumBalance: after,
  });

  // The game is now the first of the player's recent games, and on the home page's rail.
  const recent = await api.get<Recent>('/wps/game/recent', token);
  expect(recent.list.map((g) => g.gameCode)).toEqual(['SLOT3-SEVENS']);
  await page.goto('/');
  await expect(page.getByTestId('home-rail-recent').locator('h3')).toHaveText([
    'Sietes de la Suerte',
  ]);

  // A favourite added from a card shows on its rail.
  await page
    .getByTestId('home-rail-recent')
    .getByRole('button', { name: 'Añadir Sietes de la Suerte a favoritos' })
    .click();
  await expect(page.getByTestId('home-rail-favourites').locator('h3')).toHaveText([
    'Sietes de la Suerte',
  ]);

  // The round is in the betting record's games tab, with the game's name and its calls.
  await page.goto('/personalHistoryCopy?tab=games');
  const row = page.getByTestId('rounds-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('rounds-row-game')).toHaveText('Sietes de la Suerte');
  await expect(row.getByTestId('rounds-row-stake')).toHaveText(shownAmount(1000, 0));
  await row.getByTestId('rounds-row-details').click();
  await expect(page.getByTestId('round-detail-call')).toHaveCount(2);
  await expect(page.getByTestId('round-detail-call').first()).toContainText('Apuesta');
});
