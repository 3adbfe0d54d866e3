import { expect, readLocal, skipStartupPopup, test } from './fixtures';

test.describe('wide screen', () => {
  test('the side menu collapses to icons, stays so after a reload and expands again', async ({
    page,
    problems,
  }) => {
    void problems;
    await skipStartupPopup(page);
    await page.goto('/');
    const menu = page.getByTestId('side-menu');
    const homeLabel = page.getByTestId('menu-home').getByText('Inicio');
    const collapse = page.getByTestId('menu-collapse');
    const width = async () => (await menu.boundingBox())?.width ?? 0;

    await expect(menu).toHaveAttribute('data-collapsed', 'false');
    await expect(homeLabel).toBeVisible();
    await expect(collapse).toHaveText('Contraer menú');
    const fullWidth = await width();

    await collapse.click();
    await expect(menu).toHaveAttribute('data-collapsed', 'true');
    await expect(collapse).toHaveAttribute('aria-pressed', 'true');
    await expect(homeLabel).toBeHidden();
    await expect(page.getByTestId('menu-home')).toBeVisible();
    await expect.poll(width).toBeLessThan(fullWidth / 2);
    expect(await readLocal(page, 'menuCollapsed')).toBe('1');

    await page.reload();
    await expect(menu).toHaveAttribute('data-collapsed', 'true');
    await expect(homeLabel).toBeHidden();

    // Opening a group from the icon rail widens the menu to show it.
    await page.getByTestId('menu-support-toggle').click();
    await expect(menu).toHaveAttribute('data-collapsed', 'false');
    await expect(page.getByTestId('menu-announcements')).toBeVisible();

    await page.getByTestId('menu-collapse').click();
    await expect(menu).toHaveAttribute('data-collapsed', 'true');
    await page.getByTestId('menu-collapse').click();
    await expect(menu).toHaveAttribute('data-collapsed', 'false');
    await expect(homeLabel).toBeVisible();
    await expect.poll(width).toBe(fullWidth);
    expect(await readLocal(page, 'menuCollapsed')).toBe('0');
  });
});

test.describe('phone screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the side menu is off-canvas and opens and closes from the keyboard', async ({
    page,
    problems,
  }) => {
    void problems;
    await skipStartupPopup(page);
    await page.goto('/');
    await expect(page.getByTestId('page-home')).toBeVisible();
    const menu = page.getByTestId('side-menu');
    const opener = page.getByTestId('menu-open');

    await expect(menu).toBeHidden();
    await expect(menu).not.toBeInViewport();
    await expect(opener).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    // Tab from the top of the page reaches the menu button within a few steps.
    let reached = false;
    for (let i = 0; i < 5 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await opener.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'the menu button is reachable with Tab').toBe(true);

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(menu).toBeInViewport({ ratio: 0.95 });
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('menu-close')).toBeFocused();
    await expect(page.getByTestId('menu-scrim')).toBeVisible();
    await expect(page.getByTestId('menu-home')).toHaveText('Inicio');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menu).not.toBeInViewport();
    await expect(page.getByTestId('menu-scrim')).toHaveCount(0);

    // Open again, then close with the focused close button.
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('menu-close')).toBeFocused();
    await expect(menu).toBeInViewport({ ratio: 0.95 });
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    // A link chosen from the open menu takes the visitor there and closes the menu.
    await opener.click();
    await expect(menu).toBeInViewport({ ratio: 0.95 });
    await page.getByTestId('menu-promotions').click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByTestId('page-promotions')).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
