import type { Page } from '@playwright/test';
import { expect, skipStartupPopup, test, type PlayerApi } from './fixtures';

type VendorGroup = {
  gameCategory: string;
  vendors: { vassalage: string; name: string; isGame: 'VASSALAGE' | null }[];
};

/** What the brand's card of `vendor` in `category` opens, as the site's own call says. */
async function cardOf(player: PlayerApi, category: string, vendor: string) {
  const groups = await player.get<VendorGroup[]>('/wps/game/vendors');
  return groups
    .find((g) => g.gameCategory === category)
    ?.vendors.find((v) => v.vassalage === vendor)?.isGame;
}

/** The pop-up list of Sandbox Studio's slots. */
const slotsList = (page: Page) =>
  page.getByRole('dialog', { name: 'Sandbox Studio · Tragamonedas' });

test('a visitor opens a vendor card with a pop-up list from the home page and plays a slot in demo', async ({
  page,
  problems,
  player,
}) => {
  void problems;
  // The demo brand lists two slots of Sandbox Studio: its slots card opens the list.
  expect(await cardOf(player, 'RNG', 'SBX')).toBe('VASSALAGE');

  await skipStartupPopup(page);
  await page.goto('/');
  const card = page.getByTestId('category-vendor-RNG-SBX');
  await expect(card).toHaveText('Sandbox Studio');
  await expect(card).toHaveAttribute('aria-haspopup', 'dialog');
  await card.click();

  const list = slotsList(page);
  await expect(list).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const grid = list.getByTestId('vendor-games-grid');
  await expect(grid.locator('h3')).toHaveText(['Sietes de la Suerte', 'Selva Mágica']);
  await expect(list.getByTestId('vendor-games-count')).toHaveText('2 juegos');
  // Every game shows its artwork.
  await expect(grid.locator('.lazy-image[data-phase="loaded"]')).toHaveCount(2);

  // Escape closes it and the focus goes back to the card.
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(card).toBeFocused();

  // Opened again, a game starts in the player, in demo: the list is gone with the page.
  await card.click();
  await list.getByRole('button', { name: 'Jugar: Sietes de la Suerte' }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(list).toHaveCount(0);
  const game = page.frameLocator('iframe.game-page__frame');
  await expect(game.getByText('Modo demo: sin dinero real')).toBeVisible();
  await expect(game.locator('#balance')).toHaveText(/2\.000\.000/);
});

test.describe('phone screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the side menu's vendor entry opens the list on a narrow screen, and it leads to the hall", async ({
    page,
    problems,
  }) => {
    void problems;
    await skipStartupPopup(page);
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();
    const menu = page.getByTestId('side-menu');
    await page.getByTestId('menu-open').click();
    await expect(menu).toBeInViewport({ ratio: 0.95 });
    await page.getByTestId('menu-category-RNG-toggle').click();
    const entry = page.getByTestId('menu-vendor-RNG-SBX');
    await expect(entry).toHaveAttribute('href', '/rng?page=SBX');
    await entry.click();

    // The menu steps aside for the list, which fits the screen.
    const list = slotsList(page);
    await expect(list).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(list).toBeInViewport({ ratio: 0.95 });
    const box = await list.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(360);
    const games = list.getByTestId('vendor-games-grid').locator('article');
    await expect(games).toHaveCount(2);
    for (const article of await games.all()) {
      const at = await article.boundingBox();
      expect((at?.x ?? 0) + (at?.width ?? Infinity)).toBeLessThanOrEqual(360);
    }

    // The list's link opens the vendor's whole hall, with its search.
    await list.getByRole('link', { name: 'Ver la sala completa de Sandbox Studio' }).click();
    await expect(page).toHaveURL(/\/rng\?page=SBX$/);
    await expect(list).toHaveCount(0);
    await expect(page.getByTestId('vendor-tabs')).toContainText('Sandbox Studio');
    await expect(page.getByTestId('lobby-search')).toBeVisible();
  });
});
