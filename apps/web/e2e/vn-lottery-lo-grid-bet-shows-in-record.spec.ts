import { balanceOf, shownAmount } from './support/withdraw-setup';
import { openSignedIn } from './support/wallet-session';
import { chasesOf, newFundedPlayer, waitForOpenWindow } from './support/lottery-play';
import { expect, test } from './fixtures';

type Bet = { periodNo: string; betType: string; pick: string; stake: number; status: string };

test('a player picks lô numbers on the 00–99 grid, bets, and finds the bets in my bets and the betting record', async ({
  page,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  void problems;
  test.setTimeout(120_000);
  const funds = 1_000_000;
  const { api, token } = await newFundedPlayer(playwright, baseURL!, page, operator, funds);

  await openSignedIn(page, '/vnlottery?gameCode=VN_5M', token);
  await expect(page.getByTestId('vn-game')).toHaveAttribute('data-game', 'VN_5M');
  await expect(page.getByTestId('vn-left-bar')).toBeVisible();
  const countdown = page.getByTestId('lottery-countdown');
  await expect(countdown).toHaveText(/^\d\d:\d\d$/, { timeout: 20_000 });
  await waitForOpenWindow(page);

  // Lô 2 số is the first type: tail 7 quick pick (07 … 97) plus a click on 23.
  await expect(page.getByTestId('vn-types-tab-lo2')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('vn-quick-tail-7').click();
  await page.getByTestId('vn-cell-23').click();
  for (const n of ['07', '47', '97', '23']) {
    await expect(page.getByTestId(`vn-cell-${n}`)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('vn-cell-08')).toHaveAttribute('aria-pressed', 'false');

  // One point of lô costs 27 units; VND's unit is 1,000: 27,000 a number, 11 numbers.
  const pointPrice = 27_000;
  await expect(page.getByTestId('vn-points-hint')).toContainText(shownAmount(pointPrice, 0, 'VND'));
  await expect(page.getByTestId('vn-picks-cost')).toHaveText(
    shownAmount(11 * pointPrice, 0, 'VND'),
  );
  await page.getByTestId('vn-points').fill('2');
  await expect(page.getByTestId('vn-picks-cost')).toHaveText(
    shownAmount(11 * 2 * pointPrice, 0, 'VND'),
  );
  await page.getByTestId('vn-add').click();
  await expect(page.getByTestId('vn-cell-23')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('vn-slip-line')).toHaveCount(1);
  await expect(page.getByTestId('vn-slip-picks')).toHaveText(
    '07, 17, 27, 37, 47, 57, 67, 77, 87, 97, 23',
  );
  await expect(page.getByTestId('vn-slip-price')).toContainText('2');
  const total = 11 * 2 * pointPrice;
  await expect(page.getByTestId('vn-slip-total')).toHaveText(shownAmount(total, 0, 'VND'));

  await page.getByTestId('vn-slip-place').click();
  await expect(page.getByTestId('vn-slip-success')).toBeVisible();
  await expect(page.getByTestId('vn-slip-line')).toHaveCount(0);

  const placed = (
    await api.get<{ content: Bet[] }>('/lgw/bets?gameCode=VN_5M&pageNo=1&pageSize=50', token)
  ).content;
  expect(placed).toHaveLength(11);
  expect(new Set(placed.map((b) => b.betType))).toEqual(new Set(['lo2']));
  expect(placed.every((b) => b.stake === 2 * pointPrice)).toBe(true);
  expect(placed.map((b) => b.pick).sort()).toEqual([
    '07',
    '17',
    '23',
    '27',
    '37',
    '47',
    '57',
    '67',
    '77',
    '87',
    '97',
  ]);
  const periodNo = placed[0]!.periodNo;
  await expect(page.getByTestId('vn-slip-success')).toContainText(periodNo);
  expect(await balanceOf(api, token)).toBe(funds - total);
  await expect(page.getByTestId('header-balance-amount')).toHaveText(
    shownAmount(funds - total, 0, 'VND'),
  );

  // My bets on the page lists the eleven bets of the period, still open.
  const mine = page.getByTestId('my-bets').locator(`[data-period="${periodNo}"]`);
  await expect(mine).toHaveCount(10); // the list shows the latest ten
  await expect(mine.first()).toHaveAttribute('data-status', 'open');

  // The avatar menu opens the betting record, which lists every bet with its stake.
  await page.getByTestId('member-menu-toggle').click();
  await page.getByTestId('member-menu-betting-record').click();
  await expect(page).toHaveURL(/\/personalHistoryCopy$/);
  await expect(page.getByTestId('member-centre-in_betting_record')).toHaveAttribute(
    'aria-current',
    'page',
  );
  const rows = page.getByTestId('bets-row').filter({ hasText: periodNo });
  await expect(rows).toHaveCount(11);
  const row23 = rows.filter({
    has: page.getByTestId('bets-row-pick').getByText('23', { exact: true }),
  });
  await expect(row23).toHaveCount(1);
  await expect(row23.getByTestId('bets-row-type')).toHaveText('Lô 2 số');
  await expect(row23.getByTestId('bets-row-stake')).toHaveText(shownAmount(2 * pointPrice, 0));
  await expect(row23.getByTestId('bets-row-status')).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('bets-total-stake')).toHaveText(shownAmount(total, 0));

  // Filtering on another status empties the list.
  await page.getByTestId('bets-status').locator('select').selectOption('won');
  await expect(page.getByTestId('bets-empty')).toBeVisible();

  await page.goto('/vnlottery?gameCode=VN_5M');
  await expect(page.getByTestId('vn-game')).toHaveAttribute('data-game', 'VN_5M');
  await expect(countdown).toHaveText(/^\d\d:\d\d$/, { timeout: 20_000 });

  // Xiên 4 over fifty numbers would be 230,300 combinations: refused before anything is built.
  await page.getByTestId('vn-types-tab-xien4').click();
  await page.getByTestId('vn-quick-even').click();
  await expect(page.getByTestId('vn-picks-too-many')).toContainText(/230.?300/);
  await expect(page.getByTestId('vn-add')).toBeDisabled();
  await page.getByTestId('vn-quick-clear').click();
  await expect(page.getByTestId('vn-picks-too-many')).toHaveCount(0);

  // A chase on the VN slip: this period and two more, stopping on a win.
  await waitForOpenWindow(page);
  await page.getByTestId('vn-types-tab-de').click();
  await page.getByTestId('vn-cell-45').click();
  await page.getByTestId('vn-add').click();
  await page.getByTestId('vn-slip-chase').check();
  await page.getByTestId('vn-slip-chase-periods').fill('');
  await page.getByTestId('vn-slip-place').click();
  await expect(page.getByTestId('vn-slip-chase-error')).toBeVisible();
  await expect(page.getByTestId('vn-slip-line')).toHaveCount(1);
  await page.getByTestId('vn-slip-chase-periods').fill('2');
  await expect(page.getByTestId('vn-slip-stop-on-win')).toBeChecked();
  await expect(page.getByTestId('vn-slip-total-chase')).toHaveText(shownAmount(3_000, 0, 'VND'));
  await page.getByTestId('vn-slip-place').click();
  await expect(page.getByTestId('vn-slip-success')).toBeVisible();
  expect(await chasesOf(api, token)).toEqual([
    expect.objectContaining({ periodsTotal: 3, stopOnWin: true }),
  ]);
  expect(await balanceOf(api, token)).toBe(funds - total - 1_000);
});
