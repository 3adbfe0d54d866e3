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
  baseURL,
}) => {
  void problems;
  const resources = await keepResources(operator);
  const android = resources.byType('Android');
  const ios = resources.byType('MOBILECONFIG');
  // The demo brand has no social pages of its own, so it links to none.
  const social = ['FACEBOOK', 'INSTAGRAM', 'TELEGRAM'];
  expect(resources.before.filter((r) => social.includes(r.resourceType))).toEqual([]);
  await skipStartupPopup(page);

  try {
    await page.goto('/');
    await expect(page.getByTestId('menu-promotions')).toBeVisible();
    expect(await menuEntries(page)).not.toContain('menu-social');

    // An operator's pages join the menu, each opening in a new tab.
    const facebook = 'https://www.facebook.com/sorteo.demo';
    const telegram = 'https://t.me/sorteo_demo';
    await operator.call('POST', '/admin/resources', { resourceType: 'FACEBOOK', url: facebook });
    await operator.call('POST', '/admin/resources', { resourceType: 'TELEGRAM', url: telegram });
    await page.reload();
    let socialGroup = await openGroup(page, 'menu-social');
    await expect(socialGroup.getByRole('link')).toHaveText(['Facebook', 'Telegram']);
    await expect(socialGroup.getByTestId('menu-social-FACEBOOK')).toHaveAttribute('href', facebook);
    await expect(socialGroup.getByTestId('menu-social-FACEBOOK')).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(socialGroup.getByTestId('menu-social-TELEGRAM')).toHaveAttribute('href', telegram);

    // Each app download is a QR code of its own link, with the link beside it. The demo's
    // lead to the site's download page, whose steps put the site on the home screen.
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
      new URL(android.url, baseURL).href,
    );
    await expectQrCodeOf(
      iosItem.getByRole('img', { name: 'Código QR para descargar la app de iOS' }),
      new URL(ios.url, baseURL).href,
    );
    await page.goto(android.url);
    const guides = page.getByTestId('page-download').getByTestId('app-download-guide');
    await expect(guides).toHaveCount(2);
    await expect(guides.first()).toContainText('Añadir a pantalla de inicio');

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
    await page.goto('/');
    socialGroup = await openGroup(page, 'menu-social');
    await expect(socialGroup.getByRole('link')).toHaveText(['Facebook', 'Instagram', 'Telegram']);
    await expect(socialGroup.getByTestId('menu-social-INSTAGRAM')).toHaveAttribute(
      'href',
      instagram,
    );
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
    const added = (
      await operator.call<{ id: number; resourceType: string }[]>('GET', '/admin/resources')
    ).filter((r) => social.includes(r.resourceType));
    for (const id of [...added.map((r) => r.id), ios.id]) {
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
  baseURL,
}) => {
  void problems;
  test.setTimeout(60_000);
  const resources = await keepResources(operator);
  expect(resources.before.some((r) => r.resourceType === 'SpeedTest')).toBe(false);
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

    // The demo brand's customer service is its own help centre, in a new tab.
    const chat = context.waitForEvent('page');
    await support.getByTestId('menu-live-chat').click();
    const chatPage = await chat;
    await expect(chatPage).toHaveURL(new URL('/help', baseURL).href);
    await expect(chatPage.getByTestId('page-help')).toBeVisible();
    await chatPage.close();

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

    // Without a speed-test site of the brand's, the entry lists the brand's addresses here:
    // the demo's is this site itself.
    await page.goto('/');
    await (await openGroup(page, 'menu-support')).getByTestId('menu-speed-test').click();
    const speedTest = page.getByTestId('speed-test-modal');
    await expect(speedTest).toBeVisible();
    await expect(speedTest.getByRole('link')).toHaveAttribute('href', '/');
    await expect(speedTest.getByRole('link')).toContainText(new URL('/', baseURL).href);
    await page.keyboard.press('Escape');

    // A speed-test site of the brand's own opens from the entry instead.
    const site = 'https://speed.sorteo.test/check';
    await operator.call('POST', '/admin/resources', { resourceType: 'SpeedTest', url: site });
    await page.reload();
    const entry = (await openGroup(page, 'menu-support')).getByTestId('menu-speed-test');
    await expect(entry).toHaveAttribute('href', site);
    await expect(entry).toHaveAttribute('target', '_blank');
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

  // The demo brand lists its own lotteries and the sandbox vendors' slots, roulette, fish
  // shooter, football and e-sports boards, card room and cock-fight board: every category
  // has entries.
  const offered = await player.get<VendorGroup[]>('/wps/game/vendors');
  expect(offered.map((g) => g.gameCategory)).toEqual([
    'LOTT',
    'ELOTT',
    'LIVE',
    'SPORTS',
    'FISH',
    'RNG',
    'PVP',
    'ESPORTS',
    'INHOUSE',
    'COCKFIGHT',
  ]);
  await page.goto('/');
  await expect(page.getByTestId('menu-inhouse')).toBeVisible();
  await expect(page.getByTestId('menu-category-RNG')).toBeVisible();
  expect((await menuEntries(page)).filter((id) => id?.startsWith('menu-category-'))).toEqual([
    'menu-category-LOTT',
    'menu-category-ELOTT',
    'menu-category-LIVE',
    'menu-category-SPORTS',
    'menu-category-FISH',
    'menu-category-RNG',
    'menu-category-PVP',
    'menu-category-ESPORTS',
    'menu-category-COCKFIGHT',
  ]);

  // A lobby list with a category of no vendors (as the server writes it into the page and
  // as the app would ask for it again) still leaves that category out.
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
