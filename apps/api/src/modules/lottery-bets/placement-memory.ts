import { isTakingBets } from './bets-placement.js';
import type { GameRef, OrderKey, OrderLookUp, PeriodRef } from './bets.repo.js';

/** Periods remembered at most; past ones go first, then the oldest. */
const MAX_PERIODS = 2_000;

type Where = Pick<OrderKey, 'merchantId' | 'gameCode' | 'periodNo'>;

const gameKey = (w: Where) => `${w.merchantId}\u0000${w.gameCode}`;
const periodKey = (w: Where) => `${w.merchantId}\u0000${w.gameCode}\u0000${w.periodNo}`;

/**
 * The games and open periods that orders last looked up, so the next order on them can be
 * priced and written without a look-up first. Nothing here is trusted: the order's statement
 * writes it only while its game is enabled and at the version it was priced on, and while
 * its period takes bets (order-write.repo.ts). An order refused on a remembered game or
 * period is placed again the usual way, whose look-up refreshes what is remembered here.
 */
export class PlacementMemory {
  readonly #games = new Map<string, GameRef>();
  readonly #periods = new Map<string, PeriodRef>();
  /** Orders priced on remembered data, and how many of them then went the usual way. */
  readonly stats = { recalled: 0, gaveWay: 0 };

  /** The game and period of an order, when both are remembered and the period is open. */
  recall(where: Where, now: Date): Pick<OrderLookUp, 'game' | 'period'> | null {
    const game = this.#games.get(gameKey(where));
    const period = this.#periods.get(periodKey(where));
    if (!game || !period || !isTakingBets(period, now)) return null;
    this.stats.recalled += 1;
    return { game, period };
  }

  /** What a look-up found, when it is an enabled game and a period taking bets. */
  remember(where: Where, found: OrderLookUp, now: Date): void {
    const { game, period } = found;
    if (!game?.enabled || !period || !isTakingBets(period, now)) return;
    this.#games.set(gameKey(where), game);
    const key = periodKey(where);
    this.#periods.delete(key);
    this.#periods.set(key, period);
    if (this.#periods.size > MAX_PERIODS) this.#prune(now);
  }

  /** An order priced on remembered data was refused, and goes the usual way. */
  gaveWay(where: Where, gameChanged: boolean): void {
    this.stats.gaveWay += 1;
    // Its orders go the usual way until the game is looked up again.
    if (gameChanged) this.#games.delete(gameKey(where));
  }

  #prune(now: Date): void {
    for (const [key, period] of this.#periods) {
      if (!isTakingBets(period, now)) this.#periods.delete(key);
    }
    for (const key of this.#periods.keys()) {
      if (this.#periods.size <= MAX_PERIODS) break;
      this.#periods.delete(key);
    }
  }
}
