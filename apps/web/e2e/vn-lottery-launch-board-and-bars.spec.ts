import { expect, skipStartupPopup, test } from './fixtures';

test('a lobby launch opens the VN page with a way back; the board shows 27 numbers in 8 tiers and hidden bars stay hidden', async ({
  page,
  problems,
}) => {
  void problems;
  test.setTimeout(150_000);
  await skipStartupPopup(page);
  const launch = new URLSearchParams({
    launchMode: 'LOTT',
    lottoArea: 'VN',
    lottoGameCode: 'VN_1M',
    lottoView: 'betting',
    backUrl: '/promotions',
    device: 'WEB',
    language: 'es',
  });
  await page.goto(`/game?${launch.toString()}`);
  await expect(page).toHaveURL(/\/vnlottery\?gameCode=VN_1M&backUrl=%2Fpromotions$/);
  await expect(page.getByTestId('vn-game')).toHaveAttribute('data-game', 'VN_1M');
  await expect(page.getByTestId('lottery-game-VN_1M')).toHaveAttribute('aria-current', 'page');

  // The first one-minute period draws: the board fills in without a reload.
  const board = page.getByTestId('vn-board');
  await expect(board).toBeVisible({ timeout: 130_000 });
  await expect(board.getByTestId('vn-board-number')).toHaveCount(27);
  const tierSizes = {
    special: 1,
    first: 1,
    second: 2,
    third: 6,
    fourth: 4,
    fifth: 6,
    sixth: 3,
    seventh: 4,
  };
  for (const [tier, count] of Object.entries(tierSizes)) {
    await expect(page.getByTestId(`vn-board-${tier}`).getByTestId('vn-board-number')).toHaveCount(
      count,
    );
  }
  const special = page.getByTestId('vn-board-special').getByTestId('vn-board-number');
  await expect(special).toHaveText(/^\d{5}$/);
  const ending = (await special.textContent())!.slice(-2);
  await expect(special.locator('strong')).toHaveText(ending);

  // Choosing that ending on the grid marks the special prize on the board.
  await page.getByTestId(`vn-cell-${ending}`).click();
  await expect(special).toHaveClass(/vn-board__number--marked/);

  // Hiding the left and top bars is remembered after a reload.
  await page.getByTestId('vn-toggle-left').click();
  await page.getByTestId('vn-toggle-top').click();
  await expect(page.getByTestId('vn-left-bar')).toHaveCount(0);
  await expect(page.getByTestId('vn-top-bar')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('vn-game')).toBeVisible();
  await expect(page.getByTestId('vn-left-bar')).toHaveCount(0);
  await expect(page.getByTestId('vn-top-bar')).toHaveCount(0);
  await expect(page.getByTestId('vn-toggle-left')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('vn-toggle-left').click();
  await expect(page.getByTestId('vn-left-bar')).toBeVisible();

  // The way back goes where the launch said; a foreign back address is dropped.
  await page.getByTestId('vn-back').click();
  await expect(page).toHaveURL(/\/promotions$/);
  await page.goto(
    '/game?launchMode=LOTT&lottoArea=VN&lottoView=lobby&backUrl=https://example.org/',
  );
  await expect(page).toHaveURL(/\/vnlottery\?view=lobby$/);
  await expect(page.getByTestId('vn-lobby')).toBeVisible();
  await expect(page.getByTestId('vn-back')).toHaveCount(0);
  await page.getByTestId('vn-lobby-play-VN_3M').click();
  await expect(page.getByTestId('vn-game')).toHaveAttribute('data-game', 'VN_3M');

  // The lobby link keeps the way back; a host disguised as a path (`/<tab>/host`) is dropped.
  await page.goto(`/vnlottery?gameCode=VN_3M&backUrl=${encodeURIComponent('/promotions')}`);
  await page.getByTestId('vn-lobby-link').click();
  await expect(page).toHaveURL(/\/vnlottery\?view=lobby&backUrl=%2Fpromotions$/);
  await expect(page.getByTestId('vn-back')).toBeVisible();
  await page.goto(`/vnlottery?view=lobby&backUrl=${encodeURIComponent('/\t/example.org')}`);
  await expect(page.getByTestId('vn-lobby')).toBeVisible();
  await expect(page.getByTestId('vn-back')).toHaveCount(0);

  // A SEA launch opens /lottery with the same way back.
  await page.goto(
    '/game?launchMode=LOTT&lottoGameCode=5D_3M&lottoView=betting&backUrl=%2Fpromotions',
  );
  await expect(page).toHaveURL(/\/lottery\?gameCode=5D_3M&backUrl=%2Fpromotions$/);
  await expect(page.getByTestId('game-board-5D_3M')).toBeVisible();
  await page.getByTestId('lottery-game-5D_1M').click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=5D_1M&backUrl=%2Fpromotions$/);
  await page.getByTestId('lottery-back').click();
  await expect(page).toHaveURL(/\/promotions$/);
});
