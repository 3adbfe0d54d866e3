import type { Page } from '@playwright/test';
import { expect, readLocal, skipStartupPopup, test } from './fixtures';

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the theme starts dark, switches to light and stays light after a reload', async ({
  page,
  problems,
}) => {
  void problems;
  await skipStartupPopup(page);
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();

  const html = page.locator('html');
  const toggle = page.getByTestId('theme-toggle');
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).not.toHaveClass(/\blight\b/);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toHaveAttribute('data-theme', 'dark');
  expect(await readLocal(page, 'theme')).toBeNull();
  const darkBackground = await pageBackground(page);

  await toggle.click();
  await expect(html).toHaveClass(/\blight\b/);
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await readLocal(page, 'theme')).toBe('light');
  const lightBackground = await pageBackground(page);
  expect(lightBackground, 'the page looks different in the light theme').not.toBe(darkBackground);

  await page.reload();
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(html).toHaveClass(/\blight\b/);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toHaveAttribute('data-theme', 'light');
  expect(await pageBackground(page)).toBe(lightBackground);

  // And back: the switch works both ways.
  await toggle.click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await readLocal(page, 'theme')).toBe('dark');
  expect(await pageBackground(page)).toBe(darkBackground);
});
