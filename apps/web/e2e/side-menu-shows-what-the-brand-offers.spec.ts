import type { Locator, Page } from '@playwright/test';
import { create as encodeQr } from 'qrcode';
import { expect, skipStartupPopup, test } from './fixtures';
import { keepResources } from './support/brand-resources';

type Languages = { defaultLanguage: string; supportedLanguages: string[] };
type VendorGroup = {
  gameCategory: string;
  vendors: { vassalage: string; name: string; isHot: boolean; image: string | null }[];
};

/** The side menu's entries, top level, by their test ids. */
const menuEntries = (page: Page) =>
  page
    .getByTestId('side-menu')
    .locator('.menu-list > li > a[data-testid], .menu-list > li[data-testid]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));

async function openGroup(page: Page, testId: string): Promise<Locator> {
  const toggle = page.getByTestId(`${testId}-toggle`);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByTestId(testId);
}

/**
 * The QR code drawn on `canvas` holds `text`: every module of the code, read at its centre,
 * is dark exactly where an encoder of our own puts a dark module.
 */
async function expectQrCodeOf(canvas: Locator, text: string) {
  const expected = encodeQr(text, { errorCorrectionLevel: 'M' }).modules;
  const margin = 1;
  const drawn = () =>
    canvas.evaluate(
      (el: HTMLCanvasElement, { size, margin }) => {
        const scale = el.width / (size + margin * 2);
        const pixels = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
        const dark: boolean[] = [];
        for (let row = 0; row < size; row++) {
          for (let col = 0; col < size; col++) {
            const y = Math.floor((margin + row + 0.5) * scale);
            const x = Math.floor((margin + col + 0.5) * scale);
            const i = (y * el.width + x) * 4;
            dark.push(pixels[i + 3]! > 128 && pixels[i]! < 128);
          }
        }
        return dark;
      },
      { size: expected.size, margin },
    );
  const wrongModules = async () => {
    const dark = await drawn();
    return dark.filter((isDark, i) => isDark !== (expected.data[i] === 1)).length;
  };
  await expect
    .poll(wrongModules, { message: `modules that differ from a code of ${text}` })
    .toBe(0);
}

/** Documents of the site carry `vendors` as their start-up lobby list. */
async function withBootVendors(page: Page, vendors: VendorGroup[]) {
  const bootScript = /(<script id="sorteo-boot" type="application\/json">)(.*?)(<\/script>)/s;
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(bootScript, (_, open, json, close) => {
      const boot = JSON.parse(json) as Record<string, unknown>;
      return `${open}${JSON.stringify({ ...boot, vendors }).replaceAll('<', '\\u003c')}${close}`;
    });
    expect(html, 'the page carries its start-up data').toContain('"vendors"');
    return route.fulfill({ response, body: html });
  });
}

test('the language list shows with more than one language and is gone with one', async ({
  page,
  problems,
  operator,
}) => {
  void problems;
  const before = await operator.call<Languages>('GET', '/admin/languages');
  await skipStartupPopup(page);
  try {
    await operator.call('PUT', '/admin/languages', {
      defaultLanguage: 'es',
      supportedLanguages: ['es'],
    });
    await page.goto('/');
    await expect(page.getByTestId('menu-promotions')).toBeVisible();
    await expect(page.getByTestId('menu-language')).toHaveCount(0);
    await expect(page.getByTestId('language-menu')).toHaveCount(0);

    await operator.call('PUT', '/admin/languages', {
      defaultLanguage: 'es',
      supportedLanguages: ['es', 'pt', 'zh'],
    });
    await page.reload();
    const group = await openGroup(page, 'menu-language');
    const options = group.getByTestId('language-menu').getByRole('button');
    await expect(options).toHaveText(['Español', 'Português', '中文']);
    await expect(group.getByTestId('language-option-es')).toHaveAttribute('aria-current', 'true');
    await expect(group.getByTestId('language-option-en')).toHaveCount(0);

    await group.getByTestId('language-option-pt').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByTestId('menu-home')).toHaveText('Início');
  } finally {
    await operator.call('PUT', '/admin/languages', before);
  }
});

test('social links and app downloads follow the brand resources; without any, their entries go', async ({
  page,
  problems,
  operator,
}) => {
  void problems;
  const resources = await keepResources(operator);
  const android = resources.byType('Android');
  const ios = resources.byType('MOBILECONFIG');
  const facebook = resources.byType('FACEBOOK');
  const telegram = resources.byType('TELEGRAM');
  expect(resources.before.some((r) => r.resourceType === 'INSTAGRAM')).toBe(false);
  await skipStartupPopup(page);

  try {
    await page.goto('/');
    let social = await openGroup(page, 'menu-social');
    await expect(social.getByRole('link')).toHaveText(['Facebook', 'Telegram']);
    await expect(social.getByTestId('menu-social-FACEBOOK')).toHaveAttribute('href', facebook.url);
    await expect(social.getByTestId('menu-social-FACEBOOK')).toHaveAttribute('target', '_blank');
    await expect(social.getByTestId('menu-social-TELEGRAM')).toHaveAttribute('href', telegram.url);

    // Each app download is a QR code of its own link, with the link beside it.
    const downloads = (await openGroup(page, 'menu-app-download')).getByTestId('app-download');
    const androidItem = downloads.getByTestId('app-download-Android');
    const iosItem = downloads.getByTestId('app-download-MOBILECONFIG');
    await expect(androidItem.getByRole('link', { name: 'Android' })).toHaveAttribute(
      'href',
      android.url,
    );
    await expect(iosItem.getByRole('link', { name: 'iOS' })).toHaveAttribute('href', ios.url);
    await expectQrCodeOf(
      androidItem.getByRole('img', { name: 'Código QR para descargar la app de Android' }),
      android.url,
    );
    await expectQrCodeOf(
      iosItem.getByRole('img', { name: 'Código QR para descargar la app de iOS' }),
      ios.url,
    );

    // An Instagram page joins the links; a QR picture of the operator's replaces the drawn one.
    const instagram = 'https://www.instagram.com/sorteo.demo';
    await operator.call('POST', '/admin/resources', {
      resourceType: 'INSTAGRAM',
      url: instagram,
      labelNameEn: 'Instagram',
    });
    const qrPicture = '/static/banners/home-welcome.svg';
    await operator.call('PUT', `/admin/resources/${ios.id}`, {
      resourceType: ios.resourceType,
      url: ios.url,
      qrCodeUrl: qrPicture,
      labelNameEn: ios.labelNameEn,
      sort: ios.sort,
    });
    await page.reload();
    social = await openGroup(page, 'menu-social');
    await expect(social.getByRole('link')).toHaveText(['Facebook', 'Instagram', 'Telegram']);
    await expect(social.getByTestId('menu-social-INSTAGRAM')).toHaveAttribute('href', instagram);
    await openGroup(page, 'menu-app-download');
    const picture = iosItem.getByRole('img', { name: 'Código QR para descargar la app de iOS' });
    await expect(picture).toHaveAttribute('src', qrPicture);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Without Android only the iOS download is left.
    await operator.call('DELETE', `/admin/resources/${android.id}`);
    await page.reload();
    await openGroup(page, 'menu-app-download');
    await expect(downloads.getByRole('listitem')).toHaveCount(1);
    await expect(iosItem).toBeVisible();
    await expect(androidItem).toHaveCount(0);

    // No social page and no app left: neither entry is in the menu.
    const instagramId = (
      await operator.call<{ id: number; resourceType: string }[]>('GET', '/admin/resources')
    ).find((r) => r.resourceType === 'INSTAGRAM')!.id;
    for (const id of [facebook.id, telegram.id, instagramId, ios.id]) {
      await operator.call('DELETE', `/admin/resources/${id}`);
    }
    await page.reload();
    await expect(page.getByTestId('menu-support')).toBeVisible();
    const entries = await menuEntries(page);
    expect(entries).not.toContain('menu-social');
    expect(entries).not.toContain('menu-app-download');
    expect(entries).toContain('menu-support');
  } finally {
    await resources.restore();
  }
});

test('the customer-service submenu opens live chat, messages, announcements, help and speed test', async ({
  page,
  problems,
  operator,
  context,
}) => {
  void problems;
  const resources = await keepResources(operator);
  const speedTest = resources.byType('SpeedTest');
  // The brand's live chat lives on another site; answer for it here, the machine is offline.
  await context.route('https://chat.sorteo.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Chat</title><p>Chat</p>' }),
  );
  await skipStartupPopup(page);

  try {
    await page.goto('/');
    const support = await openGroup(page, 'menu-support');
    await expect(support.locator('.menu-sublist > li')).toHaveText([
      'Chat con atención al cliente',
      'Mensajes de la plataforma',
      'Anuncios',
      'Centro de ayuda',
      'Prueba de velocidad',
    ]);
    await expect(support.getByTestId('menu-chat-room')).toHaveCount(0);

    const chat = context.waitForEvent('page');
    await support.getByTestId('menu-live-chat').click();
    const chatPage = await chat;
    await expect(chatPage).toHaveURL('https://chat.sorteo.example/livechat');
    await chatPage.close();

    await expect(support.getByTestId('menu-speed-test')).toHaveAttribute('href', speedTest.url);
    await expect(support.getByTestId('menu-speed-test')).toHaveAttribute('target', '_blank');

    await support.getByTestId('menu-announcements').click();
    const announcements = page.getByTestId('announcement-modal');
    await expect(announcements).toBeVisible();
    await expect(announcements.getByTestId('announcement-item').first()).toBeVisible();
    await announcements.getByTestId('announcement-modal-close').click();
    await expect(announcements).toHaveCount(0);

    // Platform messages belong to an account: a visitor is asked to log in first.
    await support.getByTestId('menu-platform-messages').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.getByTestId('login-modal-close').click();
    await expect(page.getByTestId('login-modal')).toHaveCount(0);

    await support.getByTestId('menu-help').click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByTestId('page-help')).toBeVisible();

    // Without a speed-test address of the brand's, the entry measures the brand's domains here.
    await operator.call('DELETE', `/admin/resources/${speedTest.id}`);
    await page.goto('/');
    await (await openGroup(page, 'menu-support')).getByTestId('menu-speed-test').click();
    await expect(page.getByTestId('speed-test-modal')).toBeVisible();
  } finally {
    await resources.restore();
  }
});

test('a game category is in the menu only when it has vendors', async ({
  page,
  problems,
  player,
}) => {
  void problems;
  await skipStartupPopup(page);

  // The demo brand has no game vendors: no category entry at all, only In-House.
  expect(await player.get<VendorGroup[]>('/wps/game/vendors')).toEqual([]);
  await page.goto('/');
  await expect(page.getByTestId('menu-inhouse')).toBeVisible();
  expect((await menuEntries(page)).filter((id) => id?.startsWith('menu-category-'))).toEqual([]);

  // No operator call adds vendors, so the journey gives the page a lobby list of its own,
  // where the server writes it into the page and where the app would ask for it again:
  // slots with two vendors, live casino with none.
  const groups: VendorGroup[] = [
    {
      gameCategory: 'RNG',
      vendors: [
        { vassalage: 'PG', name: 'PG Soft', isHot: true, image: null },
        { vassalage: 'JDB', name: 'JDB Gaming', isHot: false, image: null },
      ],
    },
    { gameCategory: 'LIVE', vendors: [] },
  ];
  await withBootVendors(page, groups);
  await page.route('**/wps/game/vendors', (route) =>
    route.fulfill({ json: { success: true, value: groups } }),
  );
  await page.reload();
  const slots = page.getByTestId('menu-category-RNG');
  await expect(slots).toBeVisible();
  expect((await menuEntries(page)).filter((id) => id?.startsWith('menu-category-'))).toEqual([
    'menu-category-RNG',
  ]);
  await expect(page.getByTestId('menu-category-LIVE')).toHaveCount(0);

  await openGroup(page, 'menu-category-RNG');
  await expect(slots.getByRole('link')).toHaveText(['Todos', 'PG Soft', 'JDB Gaming']);
  await slots.getByTestId('menu-vendor-RNG-JDB').click();
  await expect(page).toHaveURL(/\/rng\?page=JDB$/);
  await expect(slots.getByTestId('menu-vendor-RNG-JDB')).toHaveAttribute('aria-current', 'page');
});
