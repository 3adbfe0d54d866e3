import { expectRefusals } from './support/refusals';
import {
  balanceOf,
  creditWallet,
  limitsOf,
  majorText,
  shownAmount,
  withdrawalsOf,
} from './support/withdraw-setup';
import { newSignedInPlayer, openSignedIn, receiptPng } from './support/wallet-session';
import { expect, test } from './fixtures';

const paymentPassword = '246810';

test('a funded player sets a payment password, binds a card, withdraws, and answers each payout', async ({
  page,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  test.setTimeout(120_000);
  const { api, player, token } = await newSignedInPlayer(playwright, baseURL!, page);
  const limits = await limitsOf(api, token);
  const exp = limits.currencyExponent;
  const unit = 10 ** exp;
  const first = Math.max(limits.minAmount, 120_000 * unit);
  const second = Math.max(limits.minAmount, 80_000 * unit);
  const third = Math.max(limits.minAmount, 50_000 * unit);
  const funded = first + second + third + 10_000 * unit;
  await creditWallet(operator, player.username, funded, 'Fondos de prueba');

  await openSignedIn(page, '/withdraw', token);

  // No payment password yet: it comes first, confirmed by the login password.
  const setup = page.getByTestId('payment-password-setup');
  await expect(setup).toBeVisible();
  await setup.getByTestId('payment-password-set-proof').locator('input').fill(player.password);
  await setup.getByTestId('payment-password-set-password').locator('input').fill(paymentPassword);
  await setup.getByTestId('payment-password-set-confirm').locator('input').fill('246811');
  await setup.getByTestId('payment-password-set-submit').click();
  await expect(setup.getByTestId('payment-password-set-confirm')).toContainText(
    'Las dos contraseñas no coinciden.',
  );
  await setup.getByTestId('payment-password-set-confirm').locator('input').fill(paymentPassword);
  await setup.getByTestId('payment-password-set-submit').click();
  await expect(page.getByTestId('withdraw-notice')).toContainText('Contraseña de pago guardada');

  // Without a receiving account the request tab sends the player to bind one.
  await page.getByTestId('withdraw-bind-first').click();
  const bind = page.getByTestId('bind-account');
  await bind.getByTestId('bind-account-provider').locator('input').fill('Vietcombank');
  await bind.getByTestId('bind-account-holderName').locator('input').fill('Nguyen Van A');
  await bind.getByTestId('bind-account-accountNumber').locator('input').fill('9704 12');
  await bind.getByTestId('bind-account-paymentPassword').locator('input').fill(paymentPassword);
  await bind.getByTestId('bind-account-submit').click();
  await expect(bind.getByTestId('bind-account-accountNumber')).toContainText('de 8 a 19 dígitos');
  await bind.getByTestId('bind-account-accountNumber').locator('input').fill('970412345678');
  await bind.getByTestId('bind-account-submit').click();
  await expect(page.getByTestId('accounts-notice')).toBeVisible();
  const card = page.getByTestId('receiving-account');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('receiving-account-number')).toContainText('5678');
  await expect(card.getByTestId('receiving-account-number')).not.toContainText('970412345678');

  // A request below the minimum never leaves the page; a good one holds the money.
  const headerBalance = page.getByTestId('header-balance-amount');
  await expect(headerBalance).toHaveText(shownAmount(funded, exp, limits.currency));
  await page.getByTestId('withdraw-tabs-tab-request').click();
  const form = page.getByTestId('withdraw-form');
  await expect(page.getByTestId('withdraw-limits')).toContainText(
    shownAmount(limits.minAmount, exp, limits.currency),
  );
  if (limits.minAmount > 1) {
    await form
      .getByTestId('withdraw-amount')
      .locator('input')
      .fill(majorText(limits.minAmount - 1, exp));
    await form.getByTestId('withdraw-password').locator('input').fill(paymentPassword);
    await form.getByTestId('withdraw-form-submit').click();
    await expect(form.getByTestId('withdraw-amount')).toContainText('El importe mínimo es');
  }
  const requestWithdrawal = async (amount: number) => {
    await page.getByTestId('withdraw-tabs-tab-request').click();
    await form.getByTestId('withdraw-amount').locator('input').fill(majorText(amount, exp));
    await form.getByTestId('withdraw-password').locator('input').fill(paymentPassword);
    await form.getByTestId('withdraw-form-submit').click();
    const confirm = page.getByTestId('withdraw-confirm');
    await expect(confirm).toContainText(shownAmount(amount, exp, limits.currency));
    await confirm.getByTestId('withdraw-confirm-submit').click();
    await expect(page.getByTestId('withdraw-notice')).toContainText('Retiro solicitado');
  };
  // A wrong payment password is refused by the server and nothing is held.
  await form.getByTestId('withdraw-amount').locator('input').fill(majorText(first, exp));
  await form.getByTestId('withdraw-password').locator('input').fill('000000');
  await form.getByTestId('withdraw-form-submit').click();
  await page.getByTestId('withdraw-confirm-submit').click();
  await expect(form.getByTestId('withdraw-form-error')).toHaveText(
    'Contraseña de pago incorrecta.',
  );
  expect(await balanceOf(api, token)).toBe(funded);

  await requestWithdrawal(first);
  await expect.poll(() => balanceOf(api, token)).toBe(funded - first);
  // The header follows the wallet by itself (live socket), no reload.
  await expect(headerBalance).toHaveText(shownAmount(funded - first, exp, limits.currency));
  const list = page.getByTestId('withdrawal');
  await expect(list).toHaveCount(1);
  await expect(list.first()).toHaveAttribute('data-status', 'pending');

  // The operator pays it; the player says it arrived.
  const [firstRequest] = await withdrawalsOf(api, token);
  await operator.call('POST', `/admin/withdrawals/${firstRequest!.id}/pay`);
  await page.reload();
  await page.getByTestId('withdraw-tabs-tab-history').click();
  await expect(list.first()).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('withdrawals')).toContainText('se considerará recibido');
  await list.first().getByTestId('withdrawal-received').click();
  await page.getByTestId('withdraw-confirmation-submit').click();
  await expect(page.getByTestId('withdrawals-notice')).toBeVisible();
  await expect(list.first()).toHaveAttribute('data-status', 'received');
  await expect(list.first().getByTestId('withdrawal-received')).toHaveCount(0);

  // A second request is rejected: the money comes back.
  await requestWithdrawal(second);
  await expect.poll(() => balanceOf(api, token)).toBe(funded - first - second);
  const secondRequest = (await withdrawalsOf(api, token)).find((w) => w.amount === second)!;
  await operator.call('POST', `/admin/withdrawals/${secondRequest.id}/reject`, {
    reason: 'Datos bancarios incorrectos',
  });
  await expect.poll(() => balanceOf(api, token)).toBe(funded - first);
  await expect(headerBalance).toHaveText(shownAmount(funded - first, exp, limits.currency));
  await page.reload();
  await page.getByTestId('withdraw-tabs-tab-history').click();
  const rejected = page.locator('[data-testid="withdrawal"][data-status="rejected"]');
  await expect(rejected.getByTestId('withdrawal-reason')).toHaveText('Datos bancarios incorrectos');

  // A third is paid but did not arrive: the answer needs a real image as proof.
  await requestWithdrawal(third);
  const thirdRequest = (await withdrawalsOf(api, token)).find((w) => w.status === 'pending')!;
  await operator.call('POST', `/admin/withdrawals/${thirdRequest.id}/pay`);
  await page.reload();
  await page.getByTestId('withdraw-tabs-tab-history').click();
  const paid = page.locator('[data-testid="withdrawal"][data-status="paid"]');
  await paid.getByTestId('withdrawal-not_received').click();
  const dialog = page.getByTestId('withdraw-confirmation');
  await dialog.getByTestId('withdraw-confirmation-submit').click();
  await expect(dialog.getByTestId('withdraw-proof-error')).toContainText('Adjunta una imagen');
  const input = dialog.getByTestId('withdraw-proof-input');
  const receipt = receiptPng();
  await input.setInputFiles({
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(dialog.getByTestId('withdraw-proof-error')).toContainText('no es una imagen PNG');
  await input.setInputFiles({ name: 'extracto.png', mimeType: 'image/png', buffer: receipt });
  await expect(dialog.getByTestId('withdraw-proof-preview')).toBeVisible();
  await dialog.getByTestId('withdraw-confirmation-submit').click();
  await expect(page.getByTestId('withdrawals-notice')).toContainText('comprobante');
  await expect(page.locator(`[data-testid="withdrawal"][data-status="not_received"]`)).toHaveCount(
    1,
  );
  const proof = await operator.request.get(`/admin/withdrawals/${thirdRequest.id}/proof`);
  expect(proof.status()).toBe(200);
  expect(Buffer.from(await proof.body()).equals(receipt)).toBe(true);

  // The payment password can be changed with the current one.
  await page.getByTestId('withdraw-tabs-tab-password').click();
  const change = page.getByTestId('payment-password-change');
  await change.getByTestId('payment-password-change-proof').locator('input').fill(paymentPassword);
  await change.getByTestId('payment-password-change-password').locator('input').fill('975310');
  await change.getByTestId('payment-password-change-confirm').locator('input').fill('975310');
  await change.getByTestId('payment-password-change-submit').click();
  await expect(page.getByTestId('withdraw-notice')).toHaveText('Contraseña de pago cambiada.');

  // Removing the card asks the login password again; a wrong one is refused.
  await page.getByTestId('withdraw-tabs-tab-accounts').click();
  await card.getByTestId('receiving-account-remove').click();
  const remove = page.getByTestId('remove-account');
  await remove.getByTestId('remove-account-password').locator('input').fill('Not-my-password-1');
  await remove.getByTestId('remove-account-submit').click();
  await expect(remove.getByTestId('remove-account-error')).toBeVisible();
  await remove.getByTestId('remove-account-password').locator('input').fill(player.password);
  await remove.getByTestId('remove-account-submit').click();
  await expect(page.getByTestId('accounts-notice')).toHaveText('Cuenta de cobro quitada.');
  await expect(page.getByTestId('accounts-empty')).toBeVisible();

  // On a phone the tabs and the form fit the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByTestId('withdraw-tabs-tab-request').click();
  await page.getByTestId('withdraw-bind-first').click();
  const fieldBox = await bind.getByTestId('bind-account-provider').locator('input').boundingBox();
  expect(fieldBox!.x + fieldBox!.width).toBeLessThanOrEqual(375);
  const lastTab = await page.getByTestId('withdraw-tabs-tab-password').boundingBox();
  expect(lastTab!.x + lastTab!.width).toBeLessThanOrEqual(375);

  await api.dispose();
  expectRefusals(problems, [400, 403]);
});
