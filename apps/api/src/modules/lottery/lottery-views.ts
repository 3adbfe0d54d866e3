import {
  betTypesOf,
  lotteryAccountTypeNames,
  type LotteryFamily,
  type LotteryGame,
  type LotteryPeriod,
  type PeriodStatus,
  type StakeLimit,
} from '@sorteo/shared';
import type { Selectable } from 'kysely';
import type { LotteryPeriodTable } from '../../db/schema-lottery.js';
import type { LotteryGameRow } from './lottery-games.repo.js';

export type LotteryPeriodRow = Selectable<LotteryPeriodTable>;

const epoch = (value: Date | string) => new Date(value).getTime();
const epochOrNull = (value: Date | string | null) => (value === null ? null : epoch(value));

/** A jsonb column: parsed by both drivers, but tolerate a JSON string written as text. */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A game as players see it, in the merchant's currency. */
export function toGameView(row: LotteryGameRow, currency: string): LotteryGame {
  const family = row.family as LotteryFamily;
  return {
    gameCode: row.game_code,
    family,
    gameName: row.name,
    accountTypeName: lotteryAccountTypeNames[family],
    intervalSeconds: row.interval_seconds,
    drawTime: row.draw_time,
    timeZone: row.time_zone,
    closeSeconds: row.close_seconds,
    realWorld: row.real_world,
    betTypes: [...betTypesOf[family]],
    odds: jsonColumn<Record<string, number>>(row.odds),
    limits: jsonColumn<Record<string, StakeLimit>>(row.limits),
    currency,
  };
}

/**
 * Whether a period's seed may be shown: only once its result is public (drawn, settled, or
 * voided after the draw). A pending period's seed is the secret the draw depends on.
 */
export function isSeedRevealed(row: Pick<LotteryPeriodRow, 'status' | 'drawn_at'>): boolean {
  if (row.status === 'drawn' || row.status === 'settled') return true;
  return row.status === 'void' && row.drawn_at !== null;
}

/** A period as anyone may see it: the seed (hex) only once revealed. */
export function toPeriodView(row: LotteryPeriodRow, gameCode: string): LotteryPeriod {
  const revealed = isSeedRevealed(row);
  return {
    gameCode,
    periodNo: row.period_no,
    openAt: epoch(row.open_at),
    closeAt: epoch(row.close_at),
    drawAt: epoch(row.draw_at),
    status: row.status as PeriodStatus,
    seedHash: row.seed_hash,
    seed: revealed && row.seed ? toHex(row.seed) : null,
    result: revealed && row.result != null ? jsonColumn<LotteryPeriod['result']>(row.result) : null,
    drawnAt: revealed ? epochOrNull(row.drawn_at) : null,
  };
}
