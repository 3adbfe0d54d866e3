import { expect, skipStartupPopup, test as base, visitFrom } from './fixtures';

type Maintenance = { enabled: boolean; message: string | null; allowList: string[] };

const MESSAGE = 'Volvemos hoy a las 18:00 (hora de Vietnam).';
const ALLOWED_IP = '203.0.113.7';
const OTHER_IP = '203.0.113.70';

/** Maintenance switched on for the test, with one address let through; put back after. */
const test = base.extend<{ maintenance: Maintenance }>({
  maintenance: async ({ operator }, use) => {
    const before = await operator.call<Maintenance>('GET', '/admin/maintenance');
    try {
      const on = await operator.call<Maintenance>('PUT', '/admin/maintenance', {
        enabled: true,
        message: MESSAGE,
        allowList: [ALLOWED_IP],
      });
      await use(on);
    } finally {
      await operator.call('PUT', '/admin/maintenance', before);
    }
  },
});

test('maintenance shows its screen and message; an allow-listed address still gets the site', async ({
  page,
  problems,
  maintenance,
  operator,
}) => {
  void problems;
  expect(maintenance.enabled).toBe(true);
  await skipStartupPopup(page);

  await visitFrom(page, OTHER_IP);
  await page.goto('/');
  const screen = page.getByTestId('maintenance-screen');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'Mantenimiento del sistema' })).toBeVisible();
  await expect(screen.getByTestId('maintenance-message')).toHaveText(MESSAGE);
  await expect(page.getByTestId('header')).toHaveCount(0);
  await expect(page.getByTestId('page-home')).toHaveCount(0);

  // Any address of the site is closed, not only the home page.
  await page.goto('/help');
  await expect(page.getByTestId('maintenance-screen')).toBeVisible();
  await expect(page.getByTestId('page-help')).toHaveCount(0);

  await visitFrom(page, ALLOWED_IP);
  await page.goto('/');
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page.getByTestId('maintenance-screen')).toHaveCount(0);

  // Switched off, everyone is back in.
  await operator.call('PUT', '/admin/maintenance', {
    enabled: false,
    message: null,
    allowList: [],
  });
  await visitFrom(page, OTHER_IP);
  await page.reload();
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page.getByTestId('maintenance-screen')).toHaveCount(0);
});
