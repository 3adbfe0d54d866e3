import { randomInt } from 'node:crypto';
import { expectRefusals } from './support/refusals';
import { SiteApi } from './support/site-api';
import { balanceOf, creditWallet, majorText, shownAmount } from './support/withdraw-setup';
import { expect, skipStartupPopup, test, visitFrom } from './fixtures';

type Balance = { sumBalance: number; currency: string; currencyExponent: number };
type AdminMember = { account: string; type: number; uplineAccount: string | null };

const paymentPassword = '135790';
const visitor = () => `198.51.100.${randomInt(1, 250)}`;

test('an agent made by the operator recruits a downline and transfers to it, and only to it', async ({
  page,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  test.setTimeout(120_000);
  const ip = visitor();
  const agentApi = await SiteApi.open(playwright, baseURL!, ip);
  const agent = await agentApi.registerPlayer();

  // The operator makes the registered player an agent; it gets an affiliate code.
  const made = await operator.call<AdminMember & { affiliateCode: string }>(
    'PUT',
    `/admin/members/${agent.username}/type`,
    { type: 1 },
  );
  expect(made.type).toBe(1);

  // A new player registers with the agent's code and lands in its downline.
  const downlineApi = await SiteApi.open(playwright, baseURL!, visitor());
  const downline = await downlineApi.registerPlayer(undefined, {
    affiliateCode: made.affiliateCode,
  });
  const seen = await operator.call<AdminMember>('GET', `/admin/members/${downline.username}`);
  expect(seen.uplineAccount).toBe(agent.username);
  const downlineToken = await downlineApi.login(downline.username, downline.password);
  const strangerApi = await SiteApi.open(playwright, baseURL!, visitor());
  const stranger = await strangerApi.registerPlayer();

  // The operator funds the agent.
  const agentToken = await agentApi.login(agent.username, agent.password);
  const { currency, currencyExponent: exp } = await agentApi.get<Balance>(
    '/wps/v2/wallets/balance',
    agentToken,
  );
  const unit = 10 ** exp;
  const funds = 5_000 * unit;
  const sent = 1_250 * unit + Math.floor(unit / 2);
  await creditWallet(operator, agent.username, funds, 'Fondos del agente');

  // In the browser the agent first sets a payment password.
  await skipStartupPopup(page);
  await visitFrom(page, ip);
  await page.goto(`/withdraw?token=${agentToken}`);
  const setup = page.getByTestId('payment-password-setup');
  await setup.getByTestId('payment-password-set-proof').locator('input').fill(agent.password);
  await setup.getByTestId('payment-password-set-password').locator('input').fill(paymentPassword);
  await setup.getByTestId('payment-password-set-confirm').locator('input').fill(paymentPassword);
  await setup.getByTestId('payment-password-set-submit').click();
  await expect(page.getByTestId('withdraw-notice')).toContainText('Contraseña de pago guardada');

  const headerBalance = page.getByTestId('header-balance-amount');
  await expect(headerBalance).toHaveText(shownAmount(funds, exp, currency));

  // On the wallet page the agent finds the downline by part of its name.
  await page.goto('/transferFund');
  const form = page.getByTestId('transfer-form');
  const toAccount = form.getByTestId('transfer-to-account').locator('input');
  await toAccount.fill(downline.username.slice(2, 8));
  await expect(page.getByTestId('transfer-downlines').locator('option')).toHaveAttribute(
    'value',
    downline.username,
  );
  await toAccount.fill(downline.username);
  await form.getByTestId('transfer-amount').locator('input').fill(majorText(sent, exp));
  await form.getByTestId('transfer-password').locator('input').fill(paymentPassword);
  await form.getByTestId('transfer-submit').click();

  const confirm = page.getByTestId('transfer-confirm');
  await expect(confirm).toContainText(shownAmount(sent, exp, currency));
  await expect(confirm).toContainText(downline.username);
  await confirm.getByTestId('transfer-confirm-submit').click();
  await expect(page.getByTestId('transfer-result')).toContainText(
    `Transferiste ${shownAmount(sent, exp, currency)} a ${downline.username}`,
  );

  // The header follows the wallet by itself; the downline got exactly what left it.
  await expect(headerBalance).toHaveText(shownAmount(funds - sent, exp, currency));
  expect(await balanceOf(downlineApi, downlineToken)).toBe(sent);
  expect(await balanceOf(agentApi, agentToken)).toBe(funds - sent);

  // A player outside the downline is refused with the translated reason; nothing moves.
  await toAccount.fill(stranger.username);
  await form.getByTestId('transfer-amount').locator('input').fill(majorText(unit, exp));
  await form.getByTestId('transfer-password').locator('input').fill(paymentPassword);
  await form.getByTestId('transfer-submit').click();
  await confirm.getByTestId('transfer-confirm-submit').click();
  await expect(form.getByTestId('transfer-error')).toHaveText(
    'Esa cuenta no pertenece a tu línea descendente.',
  );
  const strangerToken = await strangerApi.login(stranger.username, stranger.password);
  expect(await balanceOf(strangerApi, strangerToken)).toBe(0);
  expect(await balanceOf(agentApi, agentToken)).toBe(funds - sent);
  await expect(headerBalance).toHaveText(shownAmount(funds - sent, exp, currency));

  await Promise.all([agentApi.dispose(), downlineApi.dispose(), strangerApi.dispose()]);
  expectRefusals(problems, [403]);
});
