import type { Locator, Page } from '@playwright/test';
import { expect, skipStartupPopup, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 720 } });

type Box = { x: number; y: number; width: number; height: number };

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  expect(box, 'the element is on the page').not.toBeNull();
  return box!;
};

/** Presses at `from`, moves by (dx, dy) in small steps as a hand would, and lets go. */
async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 12 });
  await page.mouse.up();
}

/** How much of `box` lies inside the viewport, across and down. */
function visiblePart(box: Box, viewport: { width: number; height: number }) {
  return {
    across: Math.min(box.x + box.width, viewport.width) - Math.max(box.x, 0),
    down: Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0),
  };
}

test('a dialog moves with its title bar and cannot be dragged out of the screen', async ({
  page,
  problems,
}) => {
  void problems;
  const viewport = page.viewportSize()!;
  await skipStartupPopup(page);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('login-modal');
  await expect(dialog).toBeVisible();
  const bar = dialog.locator('.modal__bar');
  const title = dialog.getByRole('heading', { level: 2 });
  const start = await boxOf(dialog);

  // Dragged by its title, the dialog follows the pointer, and stays open when let go.
  const grip = await boxOf(title);
  await drag(page, { x: grip.x + 20, y: grip.y + grip.height / 2 }, -180, 90);
  let moved = await boxOf(dialog);
  expect(moved.x).toBeCloseTo(start.x - 180, 0);
  expect(moved.y).toBeCloseTo(start.y + 90, 0);
  expect(moved.width).toBeCloseTo(start.width, 0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('login-form')).toBeVisible();

  // Pressing elsewhere in the dialog does not move it.
  const form = await boxOf(dialog.getByTestId('login-form'));
  await drag(page, { x: form.x + 5, y: form.y + 5 }, 200, 100);
  expect(await boxOf(dialog)).toEqual(moved);

  // Flung far past the bottom-right corner, the dialog's top-left corner stays in sight,
  // title bar and all: 40 px across and down.
  let barBox = await boxOf(bar);
  await drag(page, { x: barBox.x + 20, y: barBox.y + 10 }, 4_000, 3_000);
  let seen = visiblePart(await boxOf(dialog), viewport);
  expect(seen.across).toBeCloseTo(40, 0);
  expect(seen.down).toBeCloseTo(40, 0);
  barBox = await boxOf(bar);
  expect(visiblePart(barBox, viewport).across).toBeGreaterThan(30);
  expect(visiblePart(barBox, viewport).down).toBeGreaterThan(30);

  // What is left in sight is enough to bring it back.
  const away = await boxOf(dialog);
  await drag(page, { x: barBox.x + 10, y: barBox.y + 10 }, -600, -400);
  moved = await boxOf(dialog);
  expect(moved.x).toBeCloseTo(away.x - 600, 0);
  expect(moved.y).toBeCloseTo(away.y - 400, 0);

  // Past the top-left corner: the dialog stops at the top edge, its right end in sight.
  barBox = await boxOf(bar);
  await drag(page, { x: barBox.x + 20, y: barBox.y + 10 }, -4_000, -3_000);
  const corner = await boxOf(dialog);
  seen = visiblePart(corner, viewport);
  expect(corner.y).toBeCloseTo(0, 0);
  expect(seen.across).toBeCloseTo(40, 0);
  barBox = await boxOf(bar);
  expect(visiblePart(barBox, viewport).down).toBeCloseTo(barBox.height, 0);
  await expect(dialog.getByTestId('login-modal-close')).toBeInViewport();

  // Closed and opened again, it starts from the middle once more.
  await dialog.getByTestId('login-modal-close').click();
  await expect(dialog).toHaveCount(0);
  await page.getByTestId('header-login').click();
  await expect(dialog).toBeVisible();
  expect(await boxOf(dialog)).toEqual(start);
});
