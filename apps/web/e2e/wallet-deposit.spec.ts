import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, merchantCode, skipStartupPopup, test, visitFrom } from './fixtures';
import { expectRefusals } from './support/refusals';
import { findDeposit } from './support/wallet-operator';
import { newSignedInPlayer, openSignedIn, receiptPng } from './support/wallet-session';

// The demo brand pays in VND (no decimals); Spanish groups thousands with a dot.
const BANK = 'Transferencia a Vietcombank';
const GATEWAY = 'Pasarela de pruebas';

const headerBalance = (page: Page) => page.getByTestId('header-balance-amount');
const field = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

async function chooseMethod(page: Page, name: string) {
  await page
    .getByTestId('deposit-methods')
    .getByRole('tab', { name: new RegExp(name) })
    .click();
}

test('a bank transfer with a proof image, approved by the operator, shows in the header without a reload', async ({
  page,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  void problems;
  const { player, token } = await newSignedInPlayer(playwright, baseURL!, page);

  // The first balance answer is held back: until it comes the header says it is updating.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/v2/wallets/balance', async (route) => {
    await held;
    await route.continue();
  });
  await openSignedIn(page, '/depositv2', token);
  await expect(headerBalance(page)).toHaveText('Actualizando…');
  await expect(headerBalance(page)).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(headerBalance(page)).toHaveText('0 VND');
  await page.unroute('**/wps/v2/wallets/balance');

  // Where to pay, with its bounds; the bank method is the first one.
  await chooseMethod(page, BANK);
  await expect(page.getByTestId('bank-accountNumber')).toHaveText('0071000123456');
  await expect(page.getByTestId('deposit-amount-range')).toHaveText(
    'Mínimo 50.000 VND, máximo 50.000.000 VND.',
  );
  await expect(page.getByTestId('deposit-requests-empty')).toBeVisible();

  // Checked before sending: below the minimum, and a file that is not an image.
  await field(page, 'deposit-amount').fill('20000');
  await page.getByTestId('bank-deposit-submit').click();
  await expect(page.getByTestId('deposit-amount')).toContainText(
    'El importe mínimo es 50.000 VND.',
  );
  await page.getByTestId('deposit-proof-input').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from('GIF89a not really a png'),
  });
  await expect(page.getByTestId('deposit-proof-error')).toHaveText(
    'El comprobante debe ser una imagen PNG o JPG.',
  );

  const receipt = receiptPng();
  await field(page, 'deposit-amount').fill('150000');
  await field(page, 'deposit-payer').fill('Ana Pérez');
  await field(page, 'deposit-reference').fill('FT-2026-001');
  await page.getByTestId('deposit-proof-input').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: receipt,
  });
  await expect(page.getByTestId('deposit-proof-error')).toHaveCount(0);
  await expect
    .poll(() =>
      page
        .getByTestId('deposit-proof-preview')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(24);

  // A double click sends one request: both carry the same idempotency key.
  await page.getByTestId('bank-deposit-submit').dblclick();
  const submitted = page.getByTestId('deposit-submitted');
  await expect(submitted).toBeVisible();
  await submitted.getByTestId('deposit-submitted-confirm').click();
  const requests = page.getByTestId('deposit-requests');
  await expect(requests.locator('li.deposit-request')).toHaveCount(1);
  const mine = requests.locator('li.deposit-request').first();
  await expect(mine.getByTestId('deposit-request-amount')).toHaveText('150.000 VND');
  await expect(mine.getByTestId('deposit-request-status')).toHaveText('En revisión');

  // The operator sees the same image and approves; the player's page is not reloaded.
  const deposit = await findDeposit(operator, player.username);
  expect(deposit).toMatchObject({ amount: 150_000, status: 'pending', hasProof: true });
  const proof = await operator.request.get(`/admin/deposits/${deposit.id}/proof`);
  expect(Buffer.from(await proof.body()).equals(receipt)).toBe(true);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await operator.call('POST', `/admin/deposits/${deposit.id}/approve`, {});

  await expect(headerBalance(page)).toHaveText('150.000 VND');
  await expect(mine.getByTestId('deposit-request-status')).toHaveText('Aprobado');
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);

  // Hidden stays hidden after a reload; refresh asks again.
  await page.getByTestId('header-balance-toggle').click();
  await expect(headerBalance(page)).not.toContainText('150.000');
  await page.reload();
  await expect(headerBalance(page)).toHaveText('••••••Saldo oculto');
  await page.getByTestId('header-balance-toggle').click();
  await expect(headerBalance(page)).toHaveText('150.000 VND');
});

test('a gateway deposit paid on the sandbox page credits the wallet and says so on return', async ({
  page,
  problems,
  playwright,
  baseURL,
}) => {
  void problems;
  const { token } = await newSignedInPlayer(playwright, baseURL!, page);
  await openSignedIn(page, '/depositv2', token);
  await expect(headerBalance(page)).toHaveText('0 VND');

  await chooseMethod(page, GATEWAY);
  await expect(page.getByTestId('deposit-amount-range')).toHaveText(
    'Mínimo 20.000 VND, máximo 20.000.000 VND.',
  );
  await field(page, 'deposit-amount').fill('200000');
  await page.getByTestId('gateway-deposit-submit').click();

  // The gateway's own page, then back to the site.
  await expect(page.getByRole('heading', { name: /Sandbox payment gateway/ })).toBeVisible();
  await page.getByRole('button', { name: /Pay · Pagar/ }).click();
  await expect(page).toHaveURL(/\/depositv2\?order=\d+$/);
  const back = page.getByTestId('deposit-return');
  await expect(back.getByTestId('deposit-return-status')).toHaveText('Pagado');
  await expect(back.getByTestId('deposit-return-text')).toHaveText(
    'Pago recibido: se acreditaron 200.000 VND a tu saldo.',
  );
  await expect(headerBalance(page)).toHaveText('200.000 VND');
  await expect(
    page
      .getByTestId('deposit-requests')
      .locator('li.deposit-request')
      .first()
      .getByTestId('deposit-request-status'),
  ).toHaveText('Pagado');

  await back.getByTestId('deposit-return-close').click();
  await expect(back).toHaveCount(0);
  await expect(page).toHaveURL(/\/depositv2$/);
});

test('a deposit over the limit the player set is refused in their language', async ({
  page,
  problems,
  playwright,
  baseURL,
}) => {
  const { token } = await newSignedInPlayer(playwright, baseURL!, page);
  await openSignedIn(page, '/depositv2', token);

  // A first limit applies at once.
  const limits = page.getByTestId('deposit-limits');
  await expect(limits.getByTestId('deposit-limit-daily-current')).toHaveText('Sin límite');
  await limits.getByTestId('deposit-limits-edit').click();
  await field(page, 'deposit-limit-input-daily').fill('100000');
  await limits.getByTestId('deposit-limits-submit').click();
  await expect(limits.getByTestId('deposit-limits-saved')).toBeVisible();
  await expect(limits.getByTestId('deposit-limit-daily-current')).toHaveText('100.000 VND');

  await chooseMethod(page, BANK);
  await field(page, 'deposit-amount').fill('150000');
  await field(page, 'deposit-payer').fill('Ana Pérez');
  await page.getByTestId('bank-deposit-submit').click();
  await expect(page.getByTestId('bank-deposit-error')).toHaveText(
    'Este depósito supera el límite de depósito que has fijado. Hoy aún puedes depositar 100.000 VND.',
  );
  expectRefusals(problems, [400]);
  await expect(page.getByTestId('deposit-requests-empty')).toBeVisible();

  // Raising it waits a day, and the page says when.
  await limits.getByTestId('deposit-limits-edit').click();
  await field(page, 'deposit-limit-input-daily').fill('500000');
  await expect(limits.getByTestId('deposit-limits-wait')).toBeVisible();
  await limits.getByTestId('deposit-limits-submit').click();
  await expect(limits.getByTestId('deposit-limit-daily-current')).toHaveText('100.000 VND');
  await expect(limits.getByTestId('deposit-limit-daily-pending')).toContainText(
    'Pasará a 500.000 VND el',
  );
});

test('at 375 px the money pages and the signed-in header fit the screen, even with a large balance', async ({
  page,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  void problems;
  await page.setViewportSize({ width: 375, height: 740 });
  const { player, token } = await newSignedInPlayer(playwright, baseURL!, page);
  await operator.call('POST', `/admin/members/${player.username}/adjustments`, {
    amount: 123_456_789,
    reason: 'e2e: a large balance for the narrow header',
    idempotencyKey: `e2e-wide-${player.username}`,
  });
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  await openSignedIn(page, '/depositv2', token);
  await expect(headerBalance(page)).toHaveText('123.456.789 VND');
  await expect(page.getByTestId('header-deposit')).toBeVisible();
  await expect(page.getByTestId('header-balance-refresh')).toBeVisible();
  await expect(page.getByTestId('member-menu-toggle')).toBeVisible();
  await expect(page.getByTestId('bank-deposit')).toBeVisible();
  await expect(page.getByTestId('member-centre-menu')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  // The member-centre strip scrolls sideways to the other pages.
  await page.getByTestId('member-centre-in_my_wallet').click();
  await expect(page).toHaveURL(/\/transferFund$/);
  await expect(page.getByTestId('wallet-balance-amount')).toHaveText('123.456.789 VND');
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('my wallet shows the balance, and a logout elsewhere signs this page out at once', async ({
  page,
  problems,
  playwright,
  baseURL,
}) => {
  void problems;
  const { token } = await newSignedInPlayer(playwright, baseURL!, page);
  await openSignedIn(page, '/transferFund', token);
  await expect(page.getByTestId('wallet-balance-amount')).toHaveText('0 VND');
  await expect(page.getByTestId('member-centre-in_my_wallet')).toHaveAttribute(
    'aria-current',
    'page',
  );
  // A player, not an agent: nothing to transfer to.
  await expect(page.getByTestId('transfer')).toHaveCount(0);

  // The same session ended from another program: the socket says so, no click needed.
  const elsewhere = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}`, Merchant: merchantCode },
  });
  expect((await elsewhere.delete('/wps/session/logout')).ok()).toBe(true);
  await elsewhere.dispose();
  await expect(page.getByTestId('login-modal')).toContainText(
    'No has iniciado sesión; inicia sesión para continuar.',
  );
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('wallet-guest')).toBeVisible();
});

test('a trial account plays with its demo balance and meets the real-account warning on money pages', async ({
  page,
  problems,
}) => {
  void problems;
  await skipStartupPopup(page);
  await visitFrom(page, `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}`);
  await page.goto('/');
  await page.getByTestId('header-free-demo').click();
  await expect(page.getByTestId('header-trial')).toBeVisible();
  await expect(headerBalance(page)).toHaveText('2000 DEMO');

  await page.getByTestId('header-deposit').click();
  const notice = page.getByTestId('trial-notice');
  await expect(notice).toBeVisible();
  await notice.getByTestId('trial-notice-confirm').click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/depositv2');
  await expect(page.getByTestId('deposit-trial')).toHaveText(
    'Esta función necesita una cuenta real. Regístrate para usarla.',
  );
  await expect(page.getByTestId('deposit-centre')).toHaveCount(0);
});
