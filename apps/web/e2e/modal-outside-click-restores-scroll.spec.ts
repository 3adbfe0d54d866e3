import { expect, skipStartupPopup, test } from './fixtures';

// Short enough that the home page scrolls behind the dialog.
test.use({ viewport: { width: 1280, height: 600 } });

test('the announcement modal holds the page still, closes on an outside click and gives scrolling back', async ({
  page,
  problems,
}) => {
  void problems;
  await skipStartupPopup(page);
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  const scrollY = () => page.evaluate(() => window.scrollY);

  // A visitor scrolls down the page with the wheel.
  await page.mouse.move(900, 400);
  await page.mouse.wheel(0, 250);
  await expect.poll(scrollY).toBeGreaterThan(0);
  const before = await scrollY();

  await page.getByTestId('menu-support-toggle').click();
  await page.getByTestId('menu-announcements').click();
  const modal = page.getByTestId('announcement-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('announcement-item').first()).toBeVisible();

  // The wheel over the dimmed page beside the dialog does not move it while the dialog is
  // open. Scrolling is not an event one can wait for, so give it the time a scroll takes.
  await page.mouse.move(1220, 300);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(400);
  expect(await scrollY()).toBe(before);

  // A press and release inside the dialog leaves it open.
  await modal.getByRole('heading', { name: 'Anuncios' }).click();
  await expect(modal).toBeVisible();

  // A click on the dimmed area outside the dialog closes it.
  await page.getByTestId('announcement-modal-backdrop').click({ position: { x: 10, y: 10 } });
  await expect(modal).toBeHidden();
  expect(await scrollY(), 'the page is where the visitor left it').toBe(before);

  await page.mouse.move(900, 300);
  await page.mouse.wheel(0, 300);
  await expect.poll(scrollY).toBeGreaterThan(before);
});
