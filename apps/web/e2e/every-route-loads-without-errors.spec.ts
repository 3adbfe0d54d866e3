import { expect, skipStartupPopup, test, type Banner } from './fixtures';

/** Which parts of the site frame surround a page. */
type Chrome = 'site' | 'plain' | 'game' | 'bare';

type RouteCase = {
  path: string;
  root: string;
  chrome: Chrome;
  /** The banner group the page shows, if it has one. */
  banner?: string;
  /** Something the page itself must show besides its frame. */
  content?: string;
};

const routes: RouteCase[] = [
  { path: '/', root: 'page-home', chrome: 'site', banner: 'w_home' },
  { path: '/index', root: 'page-home', chrome: 'site', banner: 'w_home' },
  { path: '/index.html', root: 'page-home', chrome: 'site', banner: 'w_home' },
  { path: '/home', root: 'page-home', chrome: 'site', banner: 'w_home' },
  { path: '/register', root: 'page-register', chrome: 'plain', banner: 'w_reg' },
  { path: '/register.html', root: 'page-register', chrome: 'plain', banner: 'w_reg' },
  { path: '/help', root: 'page-help', chrome: 'site', banner: 'w_help', content: 'help-center' },
  { path: '/helpmc', root: 'page-helpmc', chrome: 'bare', content: 'help-center' },
  { path: '/pointMall', root: 'page-point-mall', chrome: 'site', banner: 'w_shop' },
  { path: '/lottery', root: 'page-lottery', chrome: 'site', banner: 'w_lott' },
  {
    path: '/lottery?gameCode=X&playType=Y',
    root: 'page-lottery',
    chrome: 'site',
    banner: 'w_lott',
  },
  { path: '/vnlottery', root: 'page-vnlottery', chrome: 'site', banner: 'w_lott' },
  { path: '/vnlottery?gameCode=X', root: 'page-vnlottery', chrome: 'site', banner: 'w_lott' },
  {
    path: '/vnlottery?view=lobby',
    root: 'page-vnlottery',
    chrome: 'site',
    banner: 'w_lott',
    content: 'vn-lobby',
  },
  {
    // A period number that is not one is answered on the page, without asking the server.
    path: '/lottery?gameCode=5D_1M&periodNo=bad',
    root: 'page-lottery',
    chrome: 'site',
    banner: 'w_lott',
    content: 'asked-period-invalid',
  },
  { path: '/elott', root: 'page-elott', chrome: 'site', banner: 'w_lott' },
  { path: '/fairness', root: 'page-fairness', chrome: 'site', content: 'fairness' },
  {
    path: '/fairness?gameCode=5D_1M&periodNo=20260101-0001',
    root: 'page-fairness',
    chrome: 'site',
    content: 'fairness',
  },
  {
    path: '/personalHistoryCopy',
    root: 'page-betting-record',
    chrome: 'site',
    content: 'betting-record-guest',
  },
  { path: '/rng', root: 'page-lobby-rng', chrome: 'site', banner: 'w_rng' },
  { path: '/rng?page=ANY', root: 'page-lobby-rng', chrome: 'site', banner: 'w_rng' },
  { path: '/pvp', root: 'page-lobby-pvp', chrome: 'site', banner: 'w_pvp' },
  { path: '/live', root: 'page-lobby-live', chrome: 'site', banner: 'w_live' },
  { path: '/fish', root: 'page-lobby-fish', chrome: 'site', banner: 'w_fish' },
  { path: '/sports', root: 'page-lobby-sports', chrome: 'site', banner: 'w_sports' },
  { path: '/esports', root: 'page-lobby-esports', chrome: 'site', banner: 'w_esports' },
  { path: '/inhouse', root: 'page-lobby-inhouse', chrome: 'site', banner: 'w_inhouse' },
  { path: '/cockfight', root: 'page-lobby-cockfight', chrome: 'site', banner: 'w_cockfight' },
  { path: '/promotions', root: 'page-promotions', chrome: 'site', banner: 'w_promotion' },
  { path: '/promoDetail', root: 'page-promotions', chrome: 'site', banner: 'w_promotion' },
  {
    // The first demo promotion, with its content.
    path: '/promotions/1',
    root: 'page-promotions',
    chrome: 'site',
    banner: 'w_promotion',
    content: 'promotion-detail',
  },
  { path: '/seamless', root: 'page-seamless', chrome: 'site', content: 'page-empty-state' },
  { path: '/game', root: 'page-game', chrome: 'game', content: 'page-empty-state' },
  { path: '/login', root: 'page-login', chrome: 'plain', content: 'login-form' },
  { path: '/download', root: 'page-download', chrome: 'site', banner: 'w_down' },
  {
    path: '/no/such/page',
    root: 'page-not-found',
    chrome: 'site',
    content: 'page-empty-state',
  },
];

const frame: Record<Chrome, { header: boolean; menu: boolean; footer: boolean }> = {
  site: { header: true, menu: true, footer: true },
  plain: { header: true, menu: false, footer: true },
  game: { header: true, menu: false, footer: false },
  bare: { header: false, menu: false, footer: false },
};

for (const route of routes) {
  test(`${route.path} shows ${route.root}${route.banner ? ` (banner group ${route.banner})` : ''}`, async ({
    page,
    problems,
    player,
  }) => {
    void problems;
    const { banners } = await player.get<{ banners: Banner[] }>('/wps/notice');
    const expected = route.banner ? banners.filter((b) => b.groupName === route.banner) : [];

    await skipStartupPopup(page);
    const response = await page.goto(route.path);
    expect(response?.status(), 'the server answers the address with the app').toBe(200);

    const root = page.getByTestId(route.root);
    await expect(root).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    await expect(page.getByTestId('page-loading')).toHaveCount(0);
    if (route.content) await expect(root.getByTestId(route.content).first()).toBeVisible();

    const parts = frame[route.chrome];
    await expect(page.getByTestId('header')).toHaveCount(parts.header ? 1 : 0);
    await expect(page.getByTestId('side-menu')).toHaveCount(parts.menu ? 1 : 0);
    await expect(page.getByTestId('footer')).toHaveCount(parts.footer ? 1 : 0);

    const carousel = root.getByTestId('banner-carousel');
    if (expected.length > 0) {
      await expect(carousel).toBeVisible();
      const slides = carousel.getByTestId('banner-carousel-slide');
      await expect(slides).toHaveCount(expected.length);
      await expect(slides.first().getByRole('img', { name: expected[0]!.title })).toBeVisible();
    } else {
      await expect(carousel).toHaveCount(0);
    }
    await expect(page.getByTestId('banner-skeleton')).toHaveCount(0);
  });
}

test('the banner checks above are not vacuous: seeded groups have banners', async ({ player }) => {
  const { banners } = await player.get<{ banners: Banner[] }>('/wps/notice');
  const groups = new Set(banners.map((b) => b.groupName));
  const withBanners = routes.filter((r) => r.banner && groups.has(r.banner)).map((r) => r.path);
  expect(withBanners).toEqual(expect.arrayContaining(['/', '/help', '/register', '/lottery']));
});
