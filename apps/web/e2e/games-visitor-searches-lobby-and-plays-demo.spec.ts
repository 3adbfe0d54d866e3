import { expect, skipStartupPopup, test } from './fixtures';

test('a visitor browses the slots lobby, searches by name and plays a slot in demo', async ({
  page,
  problems,
}) => {
  void problems;
  await skipStartupPopup(page);
  await page.goto('/rng');
  await expect(page.getByTestId('vendor-tabs')).toContainText('Sandbox Studio');
  const grid = page.getByTestId('game-grid');
  await expect(grid.locator('article')).toHaveCount(2);
  await expect(page.getByTestId('lobby-count')).toHaveText('2 juegos');
  // Every card has its artwork, not a grey box.
  await expect(grid.locator('img')).toHaveCount(2);
  await expect(grid.locator('.lazy-image[data-phase="loaded"]')).toHaveCount(2);

  // The name search ignores case and accents.
  await page.getByTestId('lobby-search').fill('MAGICA');
  await expect(grid.locator('article')).toHaveCount(1);
  await expect(grid.locator('h3')).toHaveText('Selva Mágica');
  await page.getByTestId('lobby-search').fill('ruleta');
  await expect(page.getByTestId('lobby-no-results')).toBeVisible();
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(grid.locator('article')).toHaveCount(2);

  // A filter narrows the hall: twenty-line games.
  await page.getByTestId('lobby-filter-lines').selectOption('20');
  await expect(grid.locator('h3')).toHaveText(['Selva Mágica']);
  await page.getByTestId('lobby-filter-lines').selectOption('');

  // The star asks a visitor to sign in.
  await grid
    .locator('article', { hasText: 'Sietes de la Suerte' })
    .getByRole('button', {
      name: /favoritos/,
    })
    .click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');

  // The game opens in the player, in demo: spinning moves the demo balance only.
  await grid.getByRole('button', { name: 'Jugar: Sietes de la Suerte' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe.game-page__frame');
  await expect(game.getByText('Modo demo: sin dinero real')).toBeVisible();
  const balance = game.locator('#balance');
  await expect(balance).toHaveText(/2\.000\.000/);
  const digits = async (id: string) =>
    Number(((await game.locator(id).textContent()) ?? '').replace(/\D/g, ''));
  const bet = await digits('#bet');
  await game.getByRole('button', { name: 'Girar' }).click();
  await expect(game.locator('#spin')).toBeEnabled();
  // A spin may pay back exactly its bet: the balance is the bet less, plus what it won.
  await expect
    .poll(async () => (await digits('#balance')) - (await digits('#win')))
    .toBe(2_000_000 - bet);
});

test('a visitor places chips on the roulette table and spins in demo', async ({
  page,
  problems,
}) => {
  void problems;
  await skipStartupPopup(page);
  await page.goto('/live');
  const grid = page.getByTestId('game-grid');
  await expect(grid.locator('h3')).toHaveText(['Ruleta Europea']);
  await grid.getByRole('button', { name: 'Jugar: Ruleta Europea' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const table = page.frameLocator('iframe.game-page__frame');
  await expect(table.locator('#balance')).toHaveText(/2\.000\.000/);
  await table.getByRole('button', { name: 'Rojo', exact: true }).click();
  await table.getByRole('button', { name: '17', exact: true }).click();
  await expect(table.locator('#total')).toHaveText(/2000/);
  await table.getByRole('button', { name: 'Girar' }).click();
  await expect(table.locator('#ball')).toHaveText(/^\d{1,2}$/);
  await expect(table.locator('#history span')).toHaveCount(1);
  await expect(table.locator('#message')).toHaveText(/^(Salió el \d{1,2}|Ganaste .+)$/);
});
