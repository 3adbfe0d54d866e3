import type { Generated } from 'kysely';
import type { BigId, Defaulted, Timestamp } from './schema.js';

/** Tables of the lottery modules (migration 0014). */
export interface LotteryTables {
  lottery_game: LotteryGameTable;
  lottery_period: LotteryPeriodTable;
  lottery_chase: LotteryChaseTable;
  lottery_order: LotteryOrderTable;
  lottery_bet: LotteryBetTable;
  lottery_exposure: LotteryExposureTable;
}

/** bigint columns: `pg` answers a string, PGlite a number. */
type BigInt = string | number;

export interface LotteryGameTable {
  id: Generated<number>;
  merchant_id: number;
  game_code: string;
  family: string;
  name: string;
  interval_seconds: number | null;
  draw_time: string | null;
  time_zone: string;
  close_seconds: Defaulted<number>;
  real_world: Defaulted<boolean>;
  enabled: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  /** OddsTable: odds in hundredths by bet type or `betType:pick`. */
  odds: unknown;
  /** Record<BetType, { min, max }> in minor units per pick. */
  limits: unknown;
  exposure_cap: BigInt;
  /** One more with every change to the row (a trigger, migration 0021). */
  version: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LotteryPeriodTable {
  id: BigId;
  merchant_id: number;
  game_id: number;
  period_no: string;
  open_at: Timestamp;
  close_at: Timestamp;
  draw_at: Timestamp;
  status: Defaulted<string>;
  /** Secret until drawn: never answered while the period is pending. */
  seed: Uint8Array | null;
  seed_hash: string | null;
  /** LotteryResult */
  result: unknown;
  drawn_at: Timestamp | null;
  settled_at: Timestamp | null;
  voided_at: Timestamp | null;
  void_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LotteryChaseTable {
  id: BigId;
  merchant_id: number;
  member_id: number;
  game_id: number;
  /** BetLine[] */
  lines: unknown;
  periods_total: number;
  periods_placed: Defaulted<number>;
  stop_on_win: boolean;
  status: Defaulted<string>;
  last_period_id: BigInt | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LotteryOrderTable {
  id: BigId;
  merchant_id: number;
  member_id: number;
  period_id: BigInt;
  chase_id: BigInt | null;
  idempotency_key: string;
  request_hash: string;
  total_stake: BigInt;
  currency: string;
  place_transaction_id: BigInt | null;
  created_at: Timestamp;
}

export interface LotteryBetTable {
  id: BigId;
  order_id: BigInt;
  merchant_id: number;
  member_id: number;
  period_id: BigInt;
  game_id: number;
  bet_type: string;
  pick: string;
  stake: BigInt;
  odds: number;
  cost_units: Defaulted<number>;
  currency: string;
  status: Defaulted<string>;
  hits: Defaulted<number>;
  payout: Defaulted<BigInt>;
  settled_at: Timestamp | null;
  created_at: Timestamp;
}

export interface LotteryExposureTable {
  period_id: BigInt;
  bet_type: string;
  pick: string;
  payout: BigInt;
}
