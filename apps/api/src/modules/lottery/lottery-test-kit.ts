/**
 * Periods and bets written straight into the database, for tests of the lottery reads (the
 * scheduler and bet placement have their own tests). Used only by `*.test.ts`.
 */
import { randomBytes } from 'node:crypto';
import {
  VN_PRIZE_COUNT,
  drawResult,
  seedHashOf,
  vnTiers,
  type LotteryFamily,
  type LotteryResult,
  type PeriodStatus,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';

export const newSeed = () => randomBytes(32).toString('hex');

export async function gameOf(
  db: Db,
  merchantId: number,
  gameCode: string,
): Promise<{ id: number; family: LotteryFamily }> {
  const row = await db
    .selectFrom('lottery_game')
    .select(['id', 'family'])
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  return { id: row.id, family: row.family as LotteryFamily };
}

export type PeriodSpec = {
  periodNo: string;
  /** Seconds from now of the period's open, close and draw. */
  open: number;
  close: number;
  draw: number;
  status?: PeriodStatus;
  /** A self-drawn period's seed (hex); null for a real-world one. Default: a fresh seed. */
  seed?: string | null;
  /** Default: for a drawn, settled or voided-after-draw period, the result of its seed. */
  result?: LotteryResult | null;
  /** Whether a void period had drawn before it was voided. */
  drewBeforeVoid?: boolean;
};

/** Inserts a period of a game; answers its id and seed. */
export async function insertPeriod(
  db: Db,
  merchantId: number,
  gameCode: string,
  spec: PeriodSpec,
): Promise<{ id: number; seed: string | null }> {
  const game = await gameOf(db, merchantId, gameCode);
  const now = Date.now();
  const at = (seconds: number) => new Date(now + seconds * 1000);
  const status = spec.status ?? 'pending';
  const seed = spec.seed === undefined ? newSeed() : spec.seed;
  const drawn = status === 'drawn' || status === 'settled' || spec.drewBeforeVoid === true;
  const result =
    spec.result !== undefined
      ? spec.result
      : drawn && seed
        ? drawResult(game.family, seed, gameCode, spec.periodNo)
        : null;
  const row = await db
    .insertInto('lottery_period')
    .values({
      merchant_id: merchantId,
      game_id: game.id,
      period_no: spec.periodNo,
      open_at: at(spec.open),
      close_at: at(spec.close),
      draw_at: at(spec.draw),
      status,
      seed: seed ? Buffer.from(seed, 'hex') : null,
      seed_hash: seed ? seedHashOf(seed) : null,
      result: result ? JSON.stringify(result) : null,
      drawn_at: drawn ? at(spec.draw) : null,
      settled_at: status === 'settled' ? at(spec.draw + 1) : null,
      voided_at: status === 'void' ? at(spec.draw + 2) : null,
      void_reason: status === 'void' ? 'test' : null,
      created_at: at(spec.open),
      updated_at: at(spec.open),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), seed };
}

/**
 * A northern result whose 27 prizes end with these two-digit endings (in tier order);
 * the other digits are arbitrary.
 */
export function vnResultEndingIn(endings: readonly string[]): LotteryResult {
  if (endings.length !== VN_PRIZE_COUNT) throw new Error('27 endings');
  const prizes: string[] = [];
  let at = 0;
  for (const { count, digits } of vnTiers) {
    for (let i = 0; i < count; i += 1) {
      prizes.push(`${'1'.repeat(digits - 2)}${endings[at]}`);
      at += 1;
    }
  }
  return { family: 'VN', prizes };
}

/** 27 endings: these first, then `fill`. */
export const endings = (first: string[], fill = '99'): string[] => [
  ...first,
  ...Array.from({ length: VN_PRIZE_COUNT - first.length }, () => fill),
];

export type BetSpec = {
  memberId: number;
  periodId: number;
  gameCode: string;
  status?: 'open' | 'won' | 'lost' | 'cancelled' | 'void';
  payout?: number;
  /** Seconds from now it was placed, and settled. */
  placed?: number;
  settled?: number;
  currency?: string;
};

/** One order holding one bet, as placement and settlement would leave them. */
export async function insertBet(db: Db, merchantId: number, spec: BetSpec): Promise<void> {
  const game = await gameOf(db, merchantId, spec.gameCode);
  const now = Date.now();
  const placed = new Date(now + (spec.placed ?? -60) * 1000);
  const stake = 1000;
  const currency = spec.currency ?? 'USD';
  const order = await db
    .insertInto('lottery_order')
    .values({
      merchant_id: merchantId,
      member_id: spec.memberId,
      period_id: spec.periodId,
      idempotency_key: `test-${randomBytes(8).toString('hex')}`,
      request_hash: 'test',
      total_stake: stake,
      currency,
      created_at: placed,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const status = spec.status ?? 'open';
  await db
    .insertInto('lottery_bet')
    .values({
      order_id: order.id,
      merchant_id: merchantId,
      member_id: spec.memberId,
      period_id: spec.periodId,
      game_id: game.id,
      bet_type: game.family === 'VN' ? 'de' : game.family === '5D' ? 'pos_digit' : 'big_small',
      pick: game.family === 'VN' ? '07' : game.family === '5D' ? '1:7' : 'big',
      stake,
      odds: 9600,
      currency,
      status,
      hits: status === 'won' ? 1 : 0,
      payout: spec.payout ?? 0,
      settled_at:
        spec.settled !== undefined
          ? new Date(now + spec.settled * 1000)
          : status === 'won' || status === 'lost'
            ? placed
            : null,
      created_at: placed,
    })
    .execute();
}
