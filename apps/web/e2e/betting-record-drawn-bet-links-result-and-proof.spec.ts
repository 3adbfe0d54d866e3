import { openSignedIn } from './support/wallet-session';
import { newFundedPlayer } from './support/lottery-play';
import { expect, test } from './fixtures';

type Current = { current: { periodNo: string; closeAt: number } | null; serverTime: number };
type Bet = { betId: number; periodNo: string; status: string; pick: string };

test('a drawn VN bet in the betting record links to its period on the board and to its fairness proof', async ({
  page,
  problems,
  playwright,
  baseURL,
  operator,
}) => {
  void problems;
  test.setTimeout(180_000);
  const { api, player, token } = await newFundedPlayer(
    playwright,
    baseURL!,
    page,
    operator,
    1_000_000,
  );

  // A lô 2 số bet on the one-minute game, placed early enough in its period.
  let current = await api.get<Current>('/lgw/games/VN_1M/current', token);
  if (!current.current || current.current.closeAt - current.serverTime < 15_000) {
    await expect
      .poll(
        async () => (await api.get<Current>('/lgw/games/VN_1M/current', token)).current?.periodNo,
        {
          timeout: 40_000,
        },
      )
      .not.toBe(current.current?.periodNo);
    current = await api.get<Current>('/lgw/games/VN_1M/current', token);
  }
  const periodNo = current.current!.periodNo;
  await api.post(
    '/lgw/bets',
    {
      gameCode: 'VN_1M',
      periodNo,
      lines: [{ betType: 'lo2', picks: ['05'], stake: 27_000 }],
      idempotencyKey: `e2e-vn-record-${periodNo}-${player.username}`,
    },
    token,
  );

  // Settled once drawn: won or lost, either way the period is public.
  await expect
    .poll(
      async () =>
        (await api.get<{ content: Bet[] }>('/lgw/bets?gameCode=VN_1M', token)).content[0]?.status,
      { timeout: 150_000, intervals: [2_000] },
    )
    .toMatch(/^(won|lost)$/);

  await openSignedIn(page, '/personalHistoryCopy', token);
  const row = page.getByTestId('bets-row').filter({ hasText: periodNo });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('bets-row-pick')).toHaveText('05');
  await expect(row).toHaveAttribute('data-status', /^(won|lost)$/);

  // The result link opens the board on that very period.
  await row.getByTestId('bets-row-result').click();
  await expect(page).toHaveURL(new RegExp(`/vnlottery\\?gameCode=VN_1M&periodNo=${periodNo}$`));
  await expect(page.getByTestId('vn-board')).toHaveAttribute('data-period', periodNo);
  await expect(page.getByTestId('vn-board').getByTestId('vn-board-number')).toHaveCount(27);

  // The proof link fills the verifier with the period's revealed seed.
  await page.goBack();
  await page
    .getByTestId('bets-row')
    .filter({ hasText: periodNo })
    .getByTestId('bets-row-proof')
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/fairness\\?gameCode=VN_1M&periodNo=${periodNo}&seed=[0-9a-f]{64}$`),
  );
});
