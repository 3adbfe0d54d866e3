import {
  creditWallet,
  limitsOf,
  shownAmount,
  uniqueKey,
  withdrawalsOf,
} from './support/withdraw-setup';
import { newSignedInPlayer, openSignedIn } from './support/wallet-session';
import { expect, test } from './fixtures';

const signed = (minor: number, exp: number) => `${minor > 0 ? '+' : ''}${shownAmount(minor, exp)}`;

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('the account record, profit and loss and bonus details show what moved the wallet', async ({
  page,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  void problems;
  test.setTimeout(90_000);
  const { api, player, token } = await newSignedInPlayer(playwright, baseURL!, page);
  const limits = await limitsOf(api, token);
  const exp = limits.currencyExponent;
  const unit = 10 ** exp;
  const funds = 300_000 * unit;
  const bonus = 25_000 * unit;
  const withdrawn = Math.max(limits.minAmount, 100_000 * unit);

  // Funds, a bonus, then a withdrawal the operator rejects: four movements.
  await creditWallet(operator, player.username, funds, 'Fondos de prueba');
  await creditWallet(operator, player.username, bonus, 'Bono de bienvenida', 'bonus');
  await api.encrypted(
    'PUT',
    '/wps/member/payment-password',
    { loginPassword: player.password, paymentPassword: '135790' },
    token,
  );
  const account = await api.encrypted<{ id: number }>(
    'POST',
    '/wps/member/receiving-accounts',
    {
      kind: 'bank_card',
      provider: 'Techcombank',
      holderName: 'Tran Thi B',
      accountNumber: '190312345678',
      paymentPassword: '135790',
    },
    token,
  );
  await api.encrypted(
    'POST',
    '/wps/withdrawals',
    {
      receivingAccountId: account.id,
      amount: withdrawn,
      paymentPassword: '135790',
      idempotencyKey: uniqueKey('records'),
    },
    token,
  );
  const [request] = await withdrawalsOf(api, token);
  await operator.call('POST', `/admin/withdrawals/${request!.id}/reject`, {
    reason: 'Cuenta no verificada',
  });

  await openSignedIn(page, '/transactionHistory', token);

  // Newest first, each with its sign and the balance it left.
  const rows = page.getByTestId('records-row');
  await expect(rows).toHaveCount(4);
  const expected = [
    { kind: 'withdrawal_refund', amount: withdrawn, after: funds + bonus },
    { kind: 'withdrawal_hold', amount: -withdrawn, after: funds + bonus - withdrawn },
    { kind: 'bonus', amount: bonus, after: funds + bonus },
    { kind: 'adjustment', amount: funds, after: funds },
  ];
  for (const [i, row] of expected.entries()) {
    await expect(rows.nth(i)).toHaveAttribute('data-kind', row.kind);
    await expect(rows.nth(i).getByTestId('records-row-amount')).toHaveText(signed(row.amount, exp));
    await expect(rows.nth(i).getByTestId('records-row-balance')).toHaveText(
      shownAmount(row.after, exp),
    );
  }
  await expect(rows.nth(1).getByTestId('records-row-kind')).toHaveText('Retiro solicitado');
  await expect(rows.nth(1).getByTestId('records-row-amount')).toHaveClass(/amount--out/);
  await expect(rows.nth(1)).toContainText(`Solicitud n.º ${request!.id}`);
  await expect(rows.nth(2)).toContainText('Bono de bienvenida');

  // One type at a time.
  await page.getByTestId('records-kind').locator('select').selectOption('bonus');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-kind', 'bonus');

  // A range that runs backwards is refused on the page, and the table stays.
  const filter = page.getByTestId('records-filter');
  const today = await filter.getByTestId('records-filter-to').locator('input').inputValue();
  await filter.getByTestId('records-filter-from').locator('input').fill(dayAfter(today));
  await filter.getByTestId('records-filter-submit').click();
  await expect(filter.getByTestId('records-filter-from')).toContainText(
    'La fecha de inicio no puede ser posterior',
  );
  await expect(rows).toHaveCount(1);

  // On a phone each movement is a card that fits the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByTestId('records-kind').locator('select').selectOption('');
  await expect(rows).toHaveCount(4);
  const box = await rows.first().boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Profit and loss: the bonus is this week's only profit; deposits and refunds are not.
  await page.goto('/personalProfit');
  const chart = page.getByTestId('profit-chart');
  await expect(chart.locator('svg[role="img"]')).toBeVisible();
  await expect(chart.getByTestId('profit-bar')).toHaveCount(7);
  await expect(chart.locator(`[data-testid="profit-bar"][data-profit="${bonus}"]`)).toHaveCount(1);
  await expect(page.getByTestId('profit-total')).toHaveText(
    `+${shownAmount(bonus, exp, limits.currency)}`,
  );
  await expect(page.getByTestId('profit-summary')).toContainText('Mejor');
  await page.getByTestId('profit-table-toggle').click();
  await expect(page.getByTestId('profit-table-row')).toHaveCount(7);
  await page.getByTestId('profit-group-by').locator('select').selectOption('month');
  await expect(page.getByTestId('profit-total')).toHaveText(
    `+${shownAmount(bonus, exp, limits.currency)}`,
  );

  // Bonus details: the bonus with its reason, and the total.
  await page.goto('/bonusDetails');
  await expect(page.getByTestId('bonus-row')).toHaveCount(1);
  await expect(page.getByTestId('bonus-row-reason')).toHaveText('Bono de bienvenida');
  await expect(page.getByTestId('bonus-total')).toHaveText(
    shownAmount(bonus, exp, limits.currency),
  );
  await expect(page.getByTestId('bonus-count')).toHaveText('1');

  await api.dispose();
});
