import { expect, readLocal, skipStartupPopup, test, visitFrom } from './fixtures';
import { freshIp } from './support/login-form';
import { expectRefusals } from './support/refusals';
import { chasesOf, newFundedPlayer, waitForOpenWindow } from './support/lottery-play';
import { openSignedIn } from './support/wallet-session';
import { balanceOf, shownAmount } from './support/withdraw-setup';

test('a visitor sees the draw but must sign in to star or bet; the electronic lottery opens K3', async ({
  page,
  problems,
}) => {
  void problems;
  test.setTimeout(150_000);
  await visitFrom(page, freshIp());
  await skipStartupPopup(page);
  await page.goto('/elott');
  await expect(page.getByTestId('game-board-K3_1M')).toBeVisible();
  await expect(page.getByTestId('lottery-countdown')).toHaveText(/^\d\d:\d\d$/, {
    timeout: 20_000,
  });
  await expect(page.getByTestId('my-bets-signed-out')).toBeVisible();

  await page.getByTestId('lottery-fav-K3-K3_3M').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  expect(await readLocal(page, 'LOTTFAV')).toBeNull();

  // Dice faces for the sums, chosen with the keyboard; placing asks to sign in.
  await page.getByTestId('bet-types-tab-sum').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('bet-types-tab-big_small')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/playType=big_small/);
  await page.getByTestId('pick-big_small-big').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bet-slip-entry')).toHaveCount(1);
  await page.getByTestId('bet-slip-place').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');

  // Without a live socket the page asks again at the close and at the draw: the period
  // that closed shows as drawing, then its dice arrive as the last result.
  const drawing = page.getByTestId('lottery-drawing');
  await expect(drawing).toBeVisible({ timeout: 75_000 });
  const periodNo = /\d{8}-\d{4}/.exec((await drawing.textContent()) ?? '')?.[0];
  expect(periodNo).toBeTruthy();
  await expect(page.getByTestId('lottery-last-no')).toContainText(periodNo!, { timeout: 30_000 });
  await expect(drawing).toHaveCount(0);
  await expect(page.getByTestId('lottery-last-result').locator('svg.dice-face')).toHaveCount(3);
});

test('a trial account may bet with its demo balance but is told to open a real account to star a game', async ({
  page,
  problems,
}) => {
  void problems;
  await visitFrom(page, freshIp());
  await skipStartupPopup(page);
  await page.goto('/lottery');
  await page.getByTestId('header').getByTestId('header-free-demo').click();
  await expect(page.getByTestId('header').getByTestId('header-trial')).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/lottery');
  await page.getByTestId('lottery-fav-5D-5D_3M').click();
  await expect(page.getByTestId('trial-notice')).toBeVisible();
  expect(await readLocal(page, 'LOTTFAV')).toBeNull();
  await page.getByTestId('trial-notice-confirm').click();
  await expect(page.getByTestId('trial-notice')).toHaveCount(0);

  // Betting is what free play is for: the demo balance pays for it.
  await page.goto('/lottery?gameCode=5D_3M&playType=sum_odd_even');
  await waitForOpenWindow(page);
  await page.getByTestId('pick-sum_odd_even-odd').click();
  await page.getByTestId('bet-slip-place').click();
  await expect(page.getByTestId('bet-slip-success')).toBeVisible();
  await expect(page.getByTestId('my-bets').locator('li[data-status="open"]')).toHaveCount(1);

  // The Vietnamese lottery applies the same gates: starring needs a real account, betting not.
  await page.goto('/vnlottery?gameCode=VN_3M');
  await page.getByTestId('lottery-fav-VN-VN_1M').click();
  await expect(page.getByTestId('trial-notice')).toBeVisible();
  expect(await readLocal(page, 'LOTTFAV')).toBeNull();
  await page.getByTestId('trial-notice-confirm').click();
  await waitForOpenWindow(page);
  await page.getByTestId('vn-types-tab-de').click();
  await page.getByTestId('vn-cell-31').click();
  await page.getByTestId('vn-add').click();
  await page.getByTestId('vn-slip-place').click();
  await expect(page.getByTestId('vn-slip-success')).toBeVisible();
  await expect(page.getByTestId('trial-notice')).toHaveCount(0);
});

test('a player stars games per account, and a refused bet names the selection at fault', async ({
  page,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  // Up to three waits for a 3-minute period's next open window.
  test.setTimeout(180_000);
  const { api, player, token } = await newFundedPlayer(
    playwright,
    baseURL!,
    page,
    operator,
    200_000,
  );

  await openSignedIn(page, '/lottery?gameCode=5D_3M&playType=pos_big_small', token);
  await expect(page.getByTestId('game-board-5D_3M')).toBeVisible();
  await expect(page.getByTestId('bet-types-tab-pos_big_small')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('lottery-game-5D_3M')).toHaveAttribute('aria-current', 'page');

  // Favourites: kept under the username, shown first, still there after a reload.
  await page.getByTestId('lottery-fav-5D-5D_3M').click();
  await expect(page.getByTestId('lottery-menu-group-favourites')).toContainText('5D 3 minutos');
  expect(JSON.parse((await readLocal(page, 'LOTTFAV'))!)).toEqual({
    [player.username]: ['5D_3M'],
  });
  await page.reload();
  await expect(page.getByTestId('lottery-fav-favourites-5D_3M')).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The VN page stars under the same account, and reads the stars again once a reloaded
  // page has its session back.
  await page.goto('/vnlottery?gameCode=VN_3M');
  await page.getByTestId('lottery-fav-VN-VN_1M').click();
  await expect(page.getByTestId('lottery-fav-favourites-VN_1M')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(JSON.parse((await readLocal(page, 'LOTTFAV'))!)).toEqual({
    [player.username]: ['5D_3M', 'VN_1M'],
  });
  await page.reload();
  await expect(page.getByTestId('lottery-fav-favourites-VN_1M')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/lottery?gameCode=5D_3M&playType=pos_big_small');
  await expect(page.getByTestId('game-board-5D_3M')).toBeVisible();

  // The stake is checked before anything is sent.
  await page.getByTestId('pick-pos_big_small-1:big').click();
  const stake = page.getByTestId('bet-slip-stake');
  await stake.locator('input').fill('abc');
  await page.getByTestId('bet-slip-place').click();
  await expect(stake.getByRole('alert')).toHaveText('Escribe un importe válido.');
  await stake.locator('input').fill('999999999');
  await page.getByTestId('bet-slip-place').click();
  await expect(stake.getByRole('alert')).toContainText('por selección');

  await waitForOpenWindow(page);
  // The operator caps what one pick may pay this period: the server refuses and says which.
  await operator.call('PUT', '/admin/lottery/games/5D_3M', { exposureCap: 5_000 });
  await page.getByTestId('pick-pos_big_small-3:small').click();
  await stake.locator('input').fill('10000');
  await page.getByTestId('bet-slip-place').click();
  await expect(page.getByTestId('bet-slip-error')).toHaveText(
    'Esta selección alcanzó su límite de apuestas en este periodo.',
  );
  await expect(page.locator('[data-testid="bet-slip-entry"][data-faulty]')).toHaveCount(1);
  await expect(page.locator('[data-testid="bet-slip-entry"][data-faulty]')).toContainText('P1');
  await expect(page.getByTestId('pick-pos_big_small-1:big')).toHaveAttribute('data-faulty', 'true');
  expectRefusals(problems, [409]);
  expect(await balanceOf(api, token)).toBe(200_000);

  // With the cap raised the same slip goes through, as a new request.
  await operator.call('PUT', '/admin/lottery/games/5D_3M', { exposureCap: 100_000_000 });
  await waitForOpenWindow(page);
  await page.getByTestId('bet-slip-place').click();
  await expect(page.getByTestId('bet-slip-success')).toBeVisible();
  await expect(page.locator('[data-testid="bet-slip-entry"]')).toHaveCount(0);
  expect(await balanceOf(api, token)).toBe(200_000 - 2 * 10_000);
  await expect(page.getByTestId('my-bets').locator('li[data-status="open"]')).toHaveCount(2);

  // An open bet can be cancelled: the stake comes back.
  await page.getByTestId('my-bets').getByTestId('my-bet-cancel').first().click();
  await expect(page.getByTestId('my-bets-success')).toBeVisible();
  await expect(page.getByTestId('my-bets').locator('li[data-status="cancelled"]')).toHaveCount(1);
  expect(await balanceOf(api, token)).toBe(200_000 - 10_000);

  // A chase: this period and two more, stopping on a win; the slip counts all three.
  await waitForOpenWindow(page);
  await page.getByTestId('pick-pos_big_small-5:big').click();
  await page.getByTestId('bet-slip-chase').check();
  await expect(page.getByRole('group', { name: 'Seguimiento' })).toBeVisible();
  // Emptied while typing, the field stays empty; placing then says what is wrong.
  await page.getByTestId('bet-slip-chase-periods').fill('');
  await expect(page.getByTestId('bet-slip-chase-periods')).toHaveValue('');
  await page.getByTestId('bet-slip-place').click();
  await expect(page.getByTestId('bet-slip-chase-error')).toHaveText(
    'Escribe un número entero de periodos de 1 a 120.',
  );
  await expect(page.getByTestId('bet-slip-entry')).toHaveCount(1);
  await page.getByTestId('bet-slip-chase-periods').fill('2');
  await expect(page.getByTestId('bet-slip-stop-on-win')).toBeChecked();
  await expect(page.getByTestId('bet-slip-total')).toHaveText(shownAmount(10_000, 0, 'VND'));
  await expect(page.getByTestId('bet-slip-total-chase')).toHaveText(shownAmount(30_000, 0, 'VND'));
  await page.getByTestId('bet-slip-place').click();
  await expect(page.getByTestId('bet-slip-success')).toBeVisible();
  expect(await chasesOf(api, token)).toEqual([
    expect.objectContaining({ periodsTotal: 3, stopOnWin: true }),
  ]);
});
