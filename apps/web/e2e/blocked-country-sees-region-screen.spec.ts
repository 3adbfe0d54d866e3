import { expect, skipStartupPopup, test as base, visitFrom } from './fixtures';

type RegionRule = { id: number; kind: 'COUNTRY' | 'IP'; value: string; action: 'ALLOW' | 'DENY' };

/** Addresses the bundled IP-to-country database places in the US and in Viet Nam. */
const US_IP = '8.8.8.8';
const VN_IP = '1.55.0.1';

/** A rule that denies the United States for the duration of the test. */
const test = base.extend<{ denyUs: RegionRule }>({
  denyUs: async ({ operator }, use) => {
    const rule = await operator.call<RegionRule>('POST', '/admin/region-rules', {
      kind: 'COUNTRY',
      value: 'US',
      action: 'DENY',
      note: 'e2e: blocked country journey',
    });
    try {
      await use(rule);
    } finally {
      const rules = await operator.call<RegionRule[]>('GET', '/admin/region-rules');
      if (rules.some((r) => r.id === rule.id)) {
        await operator.call('DELETE', `/admin/region-rules/${rule.id}`);
      }
    }
  },
});

test('a visitor from a denied country sees the region screen with their IP and country', async ({
  page,
  problems,
  denyUs,
  operator,
}) => {
  void problems;
  await skipStartupPopup(page);

  await visitFrom(page, US_IP);
  await page.goto('/');
  const screen = page.getByTestId('region-screen');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'Acceso restringido' })).toBeVisible();
  await expect(screen.getByTestId('region-ip')).toHaveText(US_IP);
  const country = screen.getByTestId('region-country');
  await expect(country).toHaveAttribute('data-country', 'US');
  await expect(country).toHaveText('Estados Unidos (US)');
  await expect(page.getByTestId('header')).toHaveCount(0);
  await expect(page.getByTestId('page-home')).toHaveCount(0);

  // A visitor from elsewhere is not affected.
  await visitFrom(page, VN_IP);
  await page.reload();
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page.getByTestId('region-screen')).toHaveCount(0);

  // The rule is what closed the site: without it the US visitor gets in.
  await operator.call('DELETE', `/admin/region-rules/${denyUs.id}`);
  await visitFrom(page, US_IP);
  await page.reload();
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page.getByTestId('region-screen')).toHaveCount(0);
});
