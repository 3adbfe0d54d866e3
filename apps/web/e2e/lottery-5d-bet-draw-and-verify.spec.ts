import { balanceOf, majorText, shownAmount } from './support/withdraw-setup';
import { openSignedIn } from './support/wallet-session';
import { newFundedPlayer, waitForOpenWindow } from './support/lottery-play';
import { expect, test } from './fixtures';

type Bet = { betId: number; periodNo: string; pick: string; status: string; payout: number };

test('a player bets on the 1-minute 5D game, watches the draw settle it and verifies the proof', async ({
  page,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  void problems;
  test.setTimeout(200_000);
  const funds = 500_000;
  const { api, token } = await newFundedPlayer(playwright, baseURL!, page, operator, funds);
  const balanceBefore = await balanceOf(api, token);
  expect(balanceBefore).toBe(funds);

  await openSignedIn(page, '/lottery?gameCode=5D_1M&playType=sum_big_small', token);
  await expect(page.getByTestId('game-board-5D_1M')).toBeVisible();
  await expect(page.getByTestId('bet-types-tab-sum_big_small')).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The countdown runs: two readings a little apart differ (or the period rolled over).
  const countdown = page.getByTestId('lottery-countdown');
  await expect(countdown).toHaveText(/^\d\d:\d\d$/, { timeout: 20_000 });
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 3_000 });

  // Too close to the close, wait for the next period so the bet is not refused.
  await waitForOpenWindow(page, 15, 30_000);

  // Big and small on the sum: exactly one of them wins whatever is drawn.
  const stake = 10_000;
  await page.getByTestId('pick-sum_big_small-big').click();
  await page.getByTestId('pick-sum_big_small-small').click();
  await expect(page.getByTestId('pick-sum_big_small-big')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('bet-slip-entry')).toHaveCount(2);
  await page.getByTestId('bet-slip-stake').locator('input').fill(majorText(stake, 0));
  await expect(page.getByTestId('bet-slip-total')).toHaveText(shownAmount(2 * stake, 0, 'VND'));
  await page.getByTestId('bet-slip-place').click();
  await expect(page.getByTestId('bet-slip-success')).toBeVisible();
  await expect(page.getByTestId('bet-slip-entry')).toHaveCount(0);

  const placed = (
    await api.get<{ content: Bet[] }>('/lgw/bets?gameCode=5D_1M&pageNo=1&pageSize=10', token)
  ).content;
  expect(placed).toHaveLength(2);
  const periodNo = placed[0]!.periodNo;
  await expect(page.getByTestId('bet-slip-success')).toContainText(periodNo);
  await expect(page.getByTestId('header-balance-amount')).toHaveText(
    shownAmount(funds - 2 * stake, 0, 'VND'),
  );
  const myBets = page.getByTestId('my-bets').locator(`[data-period="${periodNo}"]`);
  await expect(myBets).toHaveCount(2);
  await expect(myBets.first()).toHaveAttribute('data-status', 'open');

  // The period closes, is drawn and settled; the page learns it without a reload.
  await expect(page.getByTestId('lottery-drawing')).toContainText(periodNo, { timeout: 90_000 });
  await expect(page.getByTestId('lottery-countdown')).toBeVisible();
  await expect(page.getByTestId('lottery-last-no')).toContainText(periodNo, { timeout: 30_000 });
  await expect(page.getByTestId('lottery-drawing')).toHaveCount(0);
  await expect(page.getByTestId(`lottery-result-${periodNo}`)).toBeVisible();
  await expect(
    page.getByTestId('my-bets').locator(`[data-period="${periodNo}"][data-status="won"]`),
  ).toHaveCount(1, { timeout: 30_000 });
  await expect(
    page.getByTestId('my-bets').locator(`[data-period="${periodNo}"][data-status="lost"]`),
  ).toHaveCount(1);
  const payout = (stake * 194) / 100;
  await expect(page.getByTestId('header-balance-amount')).toHaveText(
    shownAmount(funds - 2 * stake + payout, 0, 'VND'),
  );
  expect(await balanceOf(api, token)).toBe(funds - 2 * stake + payout);

  // The betting record lists both bets of the period.
  await page.goto('/personalHistoryCopy');
  await expect(page.getByTestId('bets-row').filter({ hasText: periodNo })).toHaveCount(2);

  // A row's result link opens the 5D page on that period: its result above the history,
  // highlighted there too, with its proof.
  await page
    .getByTestId('bets-row')
    .filter({ hasText: periodNo })
    .first()
    .getByTestId('bets-row-result')
    .click();
  await expect(page).toHaveURL(new RegExp(`/lottery\\?gameCode=5D_1M&periodNo=${periodNo}$`));
  const asked = page.getByTestId('asked-period');
  await expect(asked).toHaveAttribute('data-period', periodNo);
  await expect(asked.getByTestId('asked-period-result')).toBeVisible();
  await expect(asked.getByTestId('asked-period-verify')).toBeVisible();
  await expect(page.getByTestId(`lottery-result-${periodNo}`)).toHaveAttribute(
    'aria-current',
    'true',
  );

  // The proof: the results row links to the verifier, which recomputes and agrees.
  await page.getByTestId(`lottery-verify-${periodNo}`).click();
  await expect(page).toHaveURL(/\/fairness\?/);
  const verdict = page.getByTestId('fairness-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'match');
  await expect(verdict).toContainText('Coincide');
  const published = page.getByTestId('fairness-published-result').getByTestId('fairness-result');
  const computed = page.getByTestId('fairness-computed-result').getByTestId('fairness-result');
  await expect(computed).toHaveAttribute(
    'data-result',
    (await published.getAttribute('data-result'))!,
  );

  // Another seed does not match.
  await page.getByTestId('fairness-seed').locator('input').fill('0'.repeat(64));
  await page.getByTestId('fairness-verify').click();
  await expect(verdict).toHaveAttribute('data-verdict', 'mismatch');
  await expect(verdict).toContainText('No coincide');
});
