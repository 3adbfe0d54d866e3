import { expect, skipStartupPopup, test, visitFrom } from './fixtures';
import { Challenges } from './support/challenges';
import { freshIp, LoginFormDriver } from './support/login-form';
import { SiteApi } from './support/site-api';

type Label = { id: number; labelName: string; color: string; color2: string };

test('the member header shows the club label in its colours and the VIP service labels', async ({
  page,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  void problems;
  test.setTimeout(60_000);
  const ip = freshIp();
  const api = await SiteApi.open(playwright, baseURL!, ip);
  const player = await api.registerPlayer();
  await api.dispose();

  // The operator gives the player the seeded gold club and a VIP service label.
  const clubs = await operator.call<Label[]>('GET', '/admin/club-labels');
  const gold = clubs.find((club) => club.labelName === 'Oro')!;
  const vips = await operator.call<{ id: number; labelName: string }[]>('GET', '/admin/vip-labels');
  const manager = vips.find((vip) => vip.labelName === 'Gestor personal')!;
  await operator.call('PUT', `/admin/members/${player.username}/club-label`, {
    clubLabelId: gold.id,
  });
  await operator.call('PUT', `/admin/members/${player.username}/vip-labels/${manager.id}`, {});

  await visitFrom(page, ip);
  await skipStartupPopup(page);
  const login = new LoginFormDriver(page, new Challenges(page));
  await page.goto('/rng');
  await login.openFromHeader();
  await login.fill(player.username, player.password);
  await login.submitWithSlider();

  // The notice pop-up greets the member after login and covers the header until closed.
  const popup = page.getByTestId('popup-announcements');
  await popup.getByTestId('popup-confirm').click();
  await expect(popup).toBeHidden();

  const header = page.getByTestId('header');
  const club = header.getByTestId('header-club-label');
  await expect(club).toHaveText('Oro');
  const colours = await club.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
  const rgb = (hex: string) =>
    `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  expect(colours).toEqual({ color: rgb(gold.color), background: rgb(gold.color2) });

  await header.getByTestId('member-menu-toggle').click();
  await expect(page.getByTestId('member-menu-vip')).toHaveText('Servicio VIP: Gestor personal');
});
