import { expect, test } from './fixtures';
import { newFundedPlayer } from './support/lottery-play';
import { openSignedIn } from './support/wallet-session';
import { shownAmount } from './support/withdraw-setup';

type Wallets = { main: number; vendors: { vendor: string; balance: number | null }[] };

test('a player moves money to the card room, plays a hand with it and brings the rest back', async ({
  page,
  problems,
  operator,
  playwright,
  baseURL,
}) => {
  void problems;
  const { api, token } = await newFundedPlayer(playwright, baseURL!, page, operator, 100_000);
  await openSignedIn(page, '/pvp', token);
  const headerBalance = page.getByTestId('header-balance-amount');
  await expect(headerBalance).toHaveText(shownAmount(100_000, 0, 'VND'));

  // The card room keeps its own wallet: the game page shows it above the table.
  await page.getByRole('button', { name: 'Jugar: Duelo de Tres Cartas' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const panel = page.getByTestId('vendor-transfer-SBT');
  await expect(panel.getByTestId('vendor-transfer-main')).toHaveText(
    shownAmount(100_000, 0, 'VND'),
  );
  await expect(panel.getByTestId('vendor-transfer-vendor')).toHaveText(shownAmount(0, 0, 'VND'));
  const game = page.frameLocator('iframe.game-page__frame');
  await expect(game.locator('#message')).toHaveText(/No tienes saldo en esta sala/);

  // More than the main wallet holds is refused before anything is sent.
  await panel.getByLabel('Importe (VND)').fill('200000');
  await panel.getByTestId('vendor-transfer-in').click();
  await expect(panel.getByText('No tienes ese saldo en ese lado.')).toBeVisible();

  await panel.getByLabel('Importe (VND)').fill('30000');
  await panel.getByTestId('vendor-transfer-in').click();
  await expect(panel.getByTestId('vendor-transfer-outcome')).toContainText('Hecho');
  await expect(panel.getByTestId('vendor-transfer-vendor')).toHaveText(
    shownAmount(30_000, 0, 'VND'),
  );
  await expect(headerBalance).toHaveText(shownAmount(70_000, 0, 'VND'));

  // The table reloads with the money moved there, and a hand plays with it.
  const balance = game.locator('#balance');
  await expect(balance).toHaveText(/30\.000/);
  await game.getByRole('button', { name: 'Repartir' }).click();
  await expect(game.locator('.seat .card:not(.back)')).toHaveCount(12);
  await expect(game.locator('#deal')).toBeEnabled();
  const room = Number((await balance.textContent())!.replace(/\D/g, ''));
  expect(room).not.toBe(30_000);
  // The hand moved the room's money only: the main wallet stays.
  await expect(headerBalance).toHaveText(shownAmount(70_000, 0, 'VND'));

  // Back to the main wallet.
  await panel.getByLabel('Importe (VND)').fill('10000');
  await panel.getByTestId('vendor-transfer-out').click();
  await expect(panel.getByTestId('vendor-transfer-outcome')).toContainText('Trajiste 10.000');
  await expect(headerBalance).toHaveText(shownAmount(80_000, 0, 'VND'));
  const wallets = await api.get<Wallets>('/wps/game/wallets', token);
  expect(wallets).toMatchObject({
    main: 80_000,
    vendors: [{ vendor: 'SBT', balance: room - 10_000 }],
  });

  // My wallet shows the room's balance with the total.
  await page.goto('/transferFund');
  const card = page.getByTestId('vendor-wallets');
  await expect(card.getByTestId('vendor-transfer-vendor')).toHaveText(
    shownAmount(room - 10_000, 0, 'VND'),
  );
  await expect(card.getByTestId('vendor-wallets-total')).toContainText(
    shownAmount(80_000 + room - 10_000, 0, 'VND'),
  );
});
