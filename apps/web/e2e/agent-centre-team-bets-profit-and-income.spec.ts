import { randomInt } from 'node:crypto';
import { keepResources } from './support/brand-resources';
import { expectRefusals } from './support/refusals';
import { SiteApi } from './support/site-api';
import { openSignedIn } from './support/wallet-session';
import { creditWallet, shownAmount } from './support/withdraw-setup';
import { expect, skipStartupPopup, test, visitFrom } from './fixtures';

type AdminMember = { account: string; type: number; affiliateCode: string };
type Current = { current: { periodNo: string; closeAt: number } | null; serverTime: number };
type Balance = { currencyExponent: number };

const visitor = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 250)}`;

test('an agent opens the agent centre from the avatar menu, opens a downline account and follows the team', async ({
  page,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  test.setTimeout(150_000);
  const ip = visitor();
  const agentApi = await SiteApi.open(playwright, baseURL!, ip);
  const agent = await agentApi.registerPlayer();
  const made = await operator.call<AdminMember>('PUT', `/admin/members/${agent.username}/type`, {
    type: 1,
  });

  // Two levels under the agent: a member who may recruit, and a player recruited by it.
  const firstApi = await SiteApi.open(playwright, baseURL!, visitor());
  const first = await firstApi.registerPlayer(undefined, { affiliateCode: made.affiliateCode });
  const recruiter = await operator.call<AdminMember>(
    'PUT',
    `/admin/members/${first.username}/type`,
    { type: 2 },
  );
  const secondApi = await SiteApi.open(playwright, baseURL!, visitor());
  const second = await secondApi.registerPlayer(undefined, {
    affiliateCode: recruiter.affiliateCode,
  });

  // The second-level player bets on the one-minute VN game.
  const secondToken = await secondApi.login(second.username, second.password);
  const { currencyExponent: exp } = await secondApi.get<Balance>(
    '/wps/v2/wallets/balance',
    secondToken,
  );
  await creditWallet(operator, second.username, 1_000_000, 'Fondos de prueba');
  let current = await secondApi.get<Current>('/lgw/games/VN_1M/current', secondToken);
  if (!current.current || current.current.closeAt - current.serverTime < 15_000) {
    const was = current.current?.periodNo;
    await expect
      .poll(
        async () =>
          (await secondApi.get<Current>('/lgw/games/VN_1M/current', secondToken)).current?.periodNo,
        { timeout: 40_000 },
      )
      .not.toBe(was);
    current = await secondApi.get<Current>('/lgw/games/VN_1M/current', secondToken);
  }
  const periodNo = current.current!.periodNo;
  const stake = 27_000;
  await secondApi.post(
    '/lgw/bets',
    {
      gameCode: 'VN_1M',
      periodNo,
      lines: [{ betType: 'lo2', picks: ['31'], stake }],
      idempotencyKey: `e2e-agent-team-${periodNo}-${second.username}`,
    },
    secondToken,
  );

  // The operator pays the agent a commission.
  const commission = 12_345;
  await operator.call('POST', `/admin/members/${agent.username}/adjustments`, {
    amount: commission,
    reason: 'Comisión de la semana',
    idempotencyKey: `e2e-commission-${agent.username}`,
    kind: 'commission',
  });

  // The agent opens the centre from the avatar menu.
  const agentToken = await agentApi.login(agent.username, agent.password);
  await skipStartupPopup(page);
  await visitFrom(page, ip);
  await openSignedIn(page, '/', agentToken);
  await page.getByTestId('member-menu-toggle').click();
  await page.getByTestId('member-menu-agent-centre').click();
  const centre = page.getByTestId('agent-centre');
  await expect(centre).toBeVisible();
  await expect(centre.getByRole('heading', { name: 'Agente' })).toBeVisible();
  const menu = ['announcement', 'overview', 'account', 'team', 'teamBets', 'userProfit'];
  for (const panel of [...menu, 'income', 'transactions']) {
    await expect(centre.getByTestId(`agent-centre-menu-${panel}`)).toBeVisible();
  }
  // No salary or dividend scheme is enabled on the brand: their entries are not offered.
  await expect(centre.getByTestId('agent-centre-menu-dividend')).toHaveCount(0);

  // Overview: one direct downline, two in the team.
  await centre.getByTestId('agent-centre-menu-overview').click();
  const overview = centre.getByTestId('agent-centre-panel-overview');
  await expect(overview.getByTestId('agent-overview-direct')).toContainText('1');
  await expect(overview.getByTestId('agent-overview-total')).toContainText('2');

  // Account: the agent's code and link, and a new downline account.
  await centre.getByTestId('agent-centre-menu-account').click();
  const account = centre.getByTestId('agent-centre-panel-account');
  await expect(account.getByTestId('agent-link-code')).toHaveText(made.affiliateCode);
  await expect(account.getByTestId('agent-link-url')).toContainText(
    `/register?affiliateCode=${made.affiliateCode}`,
  );
  const form = account.getByTestId('agent-downline-form');
  const opened = `h7${randomInt(10 ** 8, 10 ** 9)}`;
  await form.getByTestId('agent-downline-username').locator('input').fill(opened);
  await form.getByTestId('agent-downline-password').locator('input').fill('Clave2026x');
  await form.getByTestId('agent-downline-confirm').locator('input').fill('Clave2026y');
  await form.getByTestId('agent-downline-submit').click();
  await expect(form.getByTestId('agent-downline-confirm')).toContainText(
    'Las dos contraseñas no coinciden',
  );
  // A name someone already has is refused by the server, under its field.
  await form.getByTestId('agent-downline-username').locator('input').fill(second.username);
  await form.getByTestId('agent-downline-confirm').locator('input').fill('Clave2026x');
  await form.getByTestId('agent-downline-submit').click();
  await expect(form.getByTestId('agent-downline-username')).toContainText(
    'Este nombre de usuario ya está registrado.',
  );
  await expect(account.getByTestId('agent-downline-created')).toHaveCount(0);
  await form.getByTestId('agent-downline-username').locator('input').fill(opened);
  await form.getByTestId('agent-downline-submit').click();
  await expect(account.getByTestId('agent-downline-created')).toContainText(opened);
  // The new account signs in with the password the agent chose.
  const openedApi = await SiteApi.open(playwright, baseURL!, visitor());
  expect(await openedApi.login(opened, 'Clave2026x')).toMatch(/.+/);

  // Team management: everyone, then direct downlines only.
  await centre.getByTestId('agent-centre-menu-team').click();
  const team = centre.getByTestId('agent-centre-panel-team');
  const teamRows = team.getByTestId('agent-team-row');
  await expect(teamRows).toHaveCount(3);
  await expect(teamRows.filter({ hasText: second.username })).toHaveCount(1);
  await team.getByTestId('agent-team-scope').locator('select').selectOption('direct');
  await team.getByTestId('agent-team-submit').click();
  await expect(teamRows).toHaveCount(2);
  await expect(teamRows.filter({ hasText: second.username })).toHaveCount(0);

  // Team betting: the second-level bet, with its stake.
  await centre.getByTestId('agent-centre-menu-teamBets').click();
  const bets = centre.getByTestId('agent-centre-panel-teamBets');
  const betRow = bets.getByTestId('agent-bets-row').filter({ hasText: second.username });
  await expect(betRow).toHaveCount(1);
  await expect(betRow).toContainText(periodNo);
  await expect(betRow).toContainText(shownAmount(stake, exp));

  // User profit and loss: the stake counts in the direct downline's row (its team's), and
  // opening that row shows it against the member who bet.
  await centre.getByTestId('agent-centre-menu-userProfit').click();
  const profit = centre.getByTestId('agent-centre-panel-userProfit');
  const profitRows = profit.getByTestId('agent-profit-row');
  const firstRow = profitRows.filter({ hasText: first.username });
  await expect(firstRow).toContainText(shownAmount(stake, exp));
  await expect(profitRows.filter({ hasText: second.username })).toHaveCount(0);
  await firstRow.getByTestId('agent-profit-open').click();
  await expect(profit.getByTestId('agent-profit-viewing')).toContainText(first.username);
  await expect(profit.getByTestId('agent-profit-own')).toContainText(first.username);
  await expect(profitRows.filter({ hasText: second.username })).toContainText(
    shownAmount(stake, exp),
  );
  await profit.getByTestId('agent-profit-back').click();
  await expect(profit.getByTestId('agent-profit-viewing')).toHaveCount(0);
  await expect(firstRow).toContainText(shownAmount(stake, exp));

  // My income: the commission with the operator's reason.
  await centre.getByTestId('agent-centre-menu-income').click();
  const income = centre.getByTestId('agent-centre-panel-income');
  const incomeRow = income.getByTestId('agent-income-row');
  await expect(incomeRow).toHaveCount(1);
  await expect(incomeRow).toContainText('Comisión de la semana');
  await expect(incomeRow).toContainText(shownAmount(commission, exp));

  // Transaction details: the stake leaving the second-level wallet.
  await centre.getByTestId('agent-centre-menu-transactions').click();
  const movements = centre.getByTestId('agent-centre-panel-transactions');
  await expect(
    movements.getByTestId('agent-transactions-row').filter({ hasText: second.username }),
  ).not.toHaveCount(0);

  // Escape closes the centre.
  await page.keyboard.press('Escape');
  await expect(centre).toHaveCount(0);
  // The one refusal the browser saw: the name already taken.
  expectRefusals(problems, [400]);
});

test('a player is offered the brand’s affiliate link instead, and the agent calls refuse them', async ({
  page,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  void problems;
  const resources = await keepResources(operator);
  try {
    const ip = visitor();
    const api = await SiteApi.open(playwright, baseURL!, ip);
    const player = await api.registerPlayer();
    const token = await api.login(player.username, player.password);

    const refused = await api.tryGet('/wps/agent/overview', token);
    expect(refused).toMatchObject({ success: false, code: 'NON_AGENT_ACCOUNT' });

    await skipStartupPopup(page);
    await visitFrom(page, ip);
    // Without an affiliate link on the brand, the entry is not offered.
    for (const r of resources.before.filter((r) => r.resourceType === 'AFFILIATELINK')) {
      await operator.call('DELETE', `/admin/resources/${r.id}`);
    }
    await openSignedIn(page, '/', token);
    await page.getByTestId('member-menu-toggle').click();
    await expect(page.getByTestId('member-menu-betting-record')).toBeVisible();
    await expect(page.getByTestId('member-menu-agent-centre')).toHaveCount(0);

    // With one, the entry opens it in a new tab.
    const link = 'https://affiliates.example/sorteo';
    await operator.call('POST', '/admin/resources', {
      resourceType: 'AFFILIATELINK',
      url: link,
      qrCodeUrl: null,
      labelNameEn: 'Affiliates',
      sort: 1,
    });
    await page.reload();
    await page.getByTestId('member-menu-toggle').click();
    await page
      .context()
      .route('https://affiliates.example/**', (route) =>
        route.fulfill({ body: 'affiliates', contentType: 'text/plain' }),
      );
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('member-menu-agent-centre').click(),
    ]);
    await expect.poll(() => opened.url()).toBe(link);
    await opened.close();
    await expect(page.getByTestId('agent-centre')).toHaveCount(0);
  } finally {
    await resources.restore();
  }
});
