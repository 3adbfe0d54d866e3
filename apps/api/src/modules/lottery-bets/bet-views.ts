import type { BetStatus, BetType, BetView, LotteryFamily } from '@sorteo/shared';
import { toMinor } from '../../lib/money.js';
import type { BetViewRow } from './bets.repo.js';

const epoch = (value: Date | string) => new Date(value).getTime();

/**
 * Whether the player may still cancel a bet: it is open and its period still takes bets
 * (pending and before its close).
 */
export function isCancellable(
  row: { status: string; period_status: string; close_at: Date | string },
  now: Date,
): boolean {
  return (
    row.status === 'open' && row.period_status === 'pending' && now.getTime() < epoch(row.close_at)
  );
}

export function toBetView(row: BetViewRow, now: Date): BetView {
  return {
    betId: Number(row.id),
    orderId: Number(row.order_id),
    gameCode: row.game_code,
    gameName: row.game_name,
    family: row.family as LotteryFamily,
    periodNo: row.period_no,
    betType: row.bet_type as BetType,
    pick: row.pick,
    stake: toMinor(row.stake),
    odds: row.odds,
    currency: row.currency,
    status: row.status as BetStatus,
    hits: row.hits,
    payout: toMinor(row.payout),
    chaseId: row.chase_id === null ? null : Number(row.chase_id),
    placedAt: epoch(row.created_at),
    settledAt: row.settled_at === null ? null : epoch(row.settled_at),
    cancellable: isCancellable(row, now),
  };
}
