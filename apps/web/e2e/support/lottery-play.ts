import { expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import type { OperatorApi } from '../fixtures';
import type { SiteApi } from './site-api';
import { newSignedInPlayer } from './wallet-session';
import { creditWallet } from './withdraw-setup';

/** A new player signed in by the API whose wallet the operator has credited with `amount`. */
export async function newFundedPlayer(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  page: Page,
  operator: OperatorApi,
  amount: number,
) {
  const signedIn = await newSignedInPlayer(playwright, baseURL, page);
  await creditWallet(operator, signedIn.player.username, amount, 'Fondos de prueba');
  return signedIn;
}

/** The seconds the lottery countdown shows (`mm:ss`). */
export async function countdownSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('lottery-countdown').textContent()) ?? '';
  const [m, s] = text.split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

/**
 * Waits for a period with at least `minSeconds` left, so a bet is not refused for arriving
 * after its close: too close to the close, it waits (up to `timeout`) for the next period.
 */
export async function waitForOpenWindow(page: Page, minSeconds = 20, timeout = 40_000) {
  await expect(page.getByTestId('lottery-countdown')).toHaveText(/^\d\d:\d\d$/, {
    timeout: 20_000,
  });
  if ((await countdownSeconds(page)) >= minSeconds) return;
  const periodNo = (await page.getByTestId('lottery-period-no').textContent())!;
  await expect(page.getByTestId('lottery-period-no')).not.toHaveText(periodNo, { timeout });
}

/** The player's chases, newest first (the first page of ten). */
export async function chasesOf(api: SiteApi, token: string) {
  const chases = await api.get<{ content: { periodsTotal: number; stopOnWin: boolean }[] }>(
    '/lgw/chases?pageNo=1&pageSize=10',
    token,
  );
  return chases.content;
}
