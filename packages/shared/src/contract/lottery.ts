import { z } from 'zod';
import { decimal } from './decimal.js';
import { allBetTypes, lotteryFamilies, type BetType } from '../lottery/bet-types.js';
import { epochMs, pageQuerySchema, pageSchema } from './envelope.js';
import { idempotencyKeySchema, minorAmountSchema } from './ledger.js';
import { checkDateRange, dateRangeQuerySchema } from './wallet.js';

/**
 * The lottery's calls (SPEC §7 "lottery", DOMAIN "Lottery"). Games are per merchant; a game
 * code names one schedule of one family (`5D_1M`, `VN_MB`). Player calls live under `/lgw`,
 * operator calls under `/admin/lottery`.
 */
export const lotteryFamilySchema = z.enum(lotteryFamilies);
export const betTypeSchema = z.enum(allBetTypes as [BetType, ...BetType[]]);
export const gameCodeSchema = z.string().regex(/^[A-Z0-9_]{2,24}$/, 'game code: A-Z 0-9 _');
/** `YYYYMMDD-NNNN` in the game's time zone. */
export const periodNoSchema = z.string().regex(/^\d{8}-\d{4}$/, 'period number: YYYYMMDD-NNNN');

/** SPEC account type names: VN games are TCG_LOTTO_VN, 5D and K3 are TCG_SEA. */
export const lotteryAccountTypeNames = {
  VN: 'TCG_LOTTO_VN',
  '5D': 'TCG_SEA',
  K3: 'TCG_SEA',
} as const;

// ── games ─────────────────────────────────────────────────────────────────────────────

export const stakeLimitSchema = z.object({ min: minorAmountSchema, max: minorAmountSchema });
export type StakeLimit = z.infer<typeof stakeLimitSchema>;

/** A game as players see it. `intervalSeconds` is null for a daily real-world draw. */
export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  family: lotteryFamilySchema,
  /** The operator's name; the web shows its own translation of the game code when it has one. */
  gameName: z.string(),
  accountTypeName: z.enum(['TCG_LOTTO_VN', 'TCG_SEA']),
  intervalSeconds: z.number().int().nullable(),
  /** `HH:MM` of the daily draw of a real-world game, in `timeZone`. */
  drawTime: z.string().nullable(),
  timeZone: z.string(),
  closeSeconds: z.number().int(),
  realWorld: z.boolean(),
  betTypes: z.array(betTypeSchema),
  /** Odds in hundredths, keyed by bet type or `betType:pick` (see OddsTable). */
  odds: z.record(z.string(), z.number().int()),
  /** Stake per pick, minor units, by bet type. */
  limits: z.record(z.string(), stakeLimitSchema),
  currency: z.string(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

/** `/lgw/games/:gameCode/…` */
export const gameCodeParamSchema = z.object({ gameCode: gameCodeSchema });
/** `/lgw/games/:gameCode/periods/:periodNo` */
export const periodParamSchema = gameCodeParamSchema.extend({ periodNo: periodNoSchema });

/** The label key of each family's menu group; the web translates it. */
export const lotteryMenuLabels = { VN: 'lott_vn', '5D': 'lott_5d', K3: 'lott_k3' } as const;

/**
 * GET /lgw/games/game_menus: the lottery menu (SPEC "Lottery menu: gameMenus, gameGroupCode,
 * labelName"). One group per family that has enabled games, groups and games in menu order.
 */
export const gameMenuSchema = z.object({
  gameGroupCode: lotteryFamilySchema,
  labelName: z.string(),
  games: z.array(lotteryGameSchema),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;
export const gameMenusSchema = z.object({ gameMenus: z.array(gameMenuSchema) });
export type GameMenus = z.infer<typeof gameMenusSchema>;

/** GET /lgw/vn/games/game_menu and /lgw/vn/games/recent */
export const vnMenuQuerySchema = z.object({
  prizeMode: z.enum(['Lott', 'ZY', 'Elott', 'SEA']).optional(),
  device: z.literal('WEB').optional(),
});
/** GET /lgw/vn/games/game_menu — the VN group (its games empty when none is enabled). */
export const vnGameMenuSchema = gameMenuSchema;

/** GET /lgw/games/popular?count=20 — games by bets over the last 24 hours. */
export const popularQuerySchema = z.object({
  count: decimal(z.number().int().min(1).max(50)).default(20),
});
export const popularGameSchema = lotteryGameSchema
  .pick({ gameCode: true, family: true, gameName: true, accountTypeName: true })
  .extend({ bets: z.number().int() });
/** Most bets first; games without bets follow in menu order, so it is never empty while games exist. */
export const popularGamesSchema = z.array(popularGameSchema);
export type PopularGame = z.infer<typeof popularGameSchema>;

/** Operator edit: PUT /admin/lottery/games/:gameCode (every field optional). */
export const lotteryGameUpdateSchema = z.object({
  gameName: z.string().trim().min(1).max(64).optional(),
  enabled: z.boolean().optional(),
  odds: z.record(z.string(), z.number().int().min(101).max(10_000_000)).optional(),
  limits: z.record(z.string(), stakeLimitSchema).optional(),
  /** Maximum total payout per period and pick, minor units. */
  exposureCap: minorAmountSchema.optional(),
});
export type LotteryGameUpdate = z.infer<typeof lotteryGameUpdateSchema>;

export const adminLotteryGameSchema = lotteryGameSchema.extend({
  enabled: z.boolean(),
  exposureCap: z.number().int(),
});
export type AdminLotteryGame = z.infer<typeof adminLotteryGameSchema>;
/** GET /admin/lottery/games — every game of the merchant, enabled or not, in menu order. */
export const adminLotteryGamesSchema = z.array(adminLotteryGameSchema);

// ── periods, results, fairness ────────────────────────────────────────────────────────

export const lotteryResultSchema = z.discriminatedUnion('family', [
  z.object({ family: z.literal('VN'), prizes: z.array(z.string().regex(/^\d{2,5}$/)).length(27) }),
  z.object({ family: z.literal('5D'), digits: z.array(z.number().int().min(0).max(9)).length(5) }),
  z.object({ family: z.literal('K3'), dice: z.array(z.number().int().min(1).max(6)).length(3) }),
]);

/**
 * `pending` takes bets between openAt and closeAt and then waits for its draw; `drawn` has
 * its result (and seed, for self-drawn games) published; `settled` has paid; `void` returned
 * every stake.
 */
export const periodStatuses = ['pending', 'drawn', 'settled', 'void'] as const;
export const periodStatusSchema = z.enum(periodStatuses);
export type PeriodStatus = z.infer<typeof periodStatusSchema>;

export const lotteryPeriodSchema = z.object({
  gameCode: z.string(),
  periodNo: z.string(),
  openAt: epochMs,
  closeAt: epochMs,
  drawAt: epochMs,
  status: periodStatusSchema,
  /** SHA-256 of the seed, hex; null for a real-world draw. */
  seedHash: z.string().nullable(),
  /** Revealed once drawn. */
  seed: z.string().nullable(),
  result: lotteryResultSchema.nullable(),
  drawnAt: epochMs.nullable(),
});
export type LotteryPeriod = z.infer<typeof lotteryPeriodSchema>;

/**
 * GET /lgw/games/:gameCode/current — the period taking bets (pending, openAt ≤ now <
 * closeAt; null between a real-world game's close and the next day's period), the next ones
 * (up to 5, soonest first), and the last drawn. A period that has closed but not yet drawn
 * is no longer `current`: `current` is already the next one, and the closed one shows up as
 * `lastDrawn` once its result is published.
 */
export const currentPeriodSchema = z.object({
  game: lotteryGameSchema,
  current: lotteryPeriodSchema.nullable(),
  upcoming: z.array(lotteryPeriodSchema),
  lastDrawn: lotteryPeriodSchema.nullable(),
  serverTime: epochMs,
});
export type CurrentPeriod = z.infer<typeof currentPeriodSchema>;

/** GET /lgw/games/:gameCode/results — drawn periods, newest first. */
export const resultsQuerySchema = pageQuerySchema;
export const resultsPageSchema = pageSchema(lotteryPeriodSchema);

/** POST /lgw/fairness/verify — recomputes a result from a seed; anyone may call it. */
export const verifyRequestSchema = z.object({
  gameCode: gameCodeSchema,
  periodNo: periodNoSchema,
  seed: z.string().regex(/^[0-9a-fA-F]{64}$/, 'seed: 64 hex characters'),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;
/**
 * `seedHash` and `result` are computed from the seed given, whatever it is. `published`
 * compares them with what this site published for the period: null when there is no such
 * period or its seed is not revealed yet (it is still taking bets or waiting for its draw).
 * `resultMatches` is null when the period has no stored result. A real-world game has no
 * seed: the call answers 400 NOT_SELF_DRAWN.
 */
export const verifyResultSchema = z.object({
  seedHash: z.string(),
  result: lotteryResultSchema,
  /** Whether the seed is the one this site published for that period, and the result matches. */
  published: z
    .object({ seedHashMatches: z.boolean(), resultMatches: z.boolean().nullable() })
    .nullable(),
});
export type VerifyResult = z.infer<typeof verifyResultSchema>;

/** GET /lgw/vn/numbers?gameCode&count=100&draws=30 — hot and cold numbers 00–99. */
export const vnNumbersQuerySchema = z.object({
  gameCode: gameCodeSchema,
  count: decimal(z.number().int().min(1).max(100)).default(100),
  draws: decimal(z.number().int().min(1).max(200)).default(30),
});
export const vnNumberStatSchema = z.object({
  number: z.string(),
  /** In how many of the last `draws` draws the number ended a prize. */
  appearances: z.number().int(),
  /** Draws since it last appeared (0: in the latest); `draws` when it did not appear in the window. */
  since: z.number().int(),
});
export type VnNumberStat = z.infer<typeof vnNumberStatSchema>;
export const vnNumbersSchema = z.object({
  gameCode: z.string(),
  /** How many drawn periods were counted: the query's `draws`, or fewer when the game has fewer. */
  draws: z.number().int(),
  numbers: z.array(vnNumberStatSchema),
});
export type VnNumbers = z.infer<typeof vnNumbersSchema>;

/**
 * GET /lgw/vn/games/recent — the latest drawn period of each enabled VN game, in menu order;
 * a game without a draw yet is left out.
 */
export const vnRecentSchema = z.object({
  recent: z.array(
    lotteryGameSchema
      .pick({ gameCode: true, gameName: true, realWorld: true })
      .extend({ period: lotteryPeriodSchema }),
  ),
});
export type VnRecent = z.infer<typeof vnRecentSchema>;

/**
 * GET /lgw/games/winners?count=20 — won bets of the last 24 hours, biggest payout first,
 * then older wins newest first to fill the list; accounts masked (`ab***yz`).
 */
export const winnersQuerySchema = z.object({
  count: decimal(z.number().int().min(1).max(50)).default(20),
});
export const winnerSchema = z.object({
  account: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  at: epochMs,
});
export type Winner = z.infer<typeof winnerSchema>;
export const winnersSchema = z.array(winnerSchema);

/** Operator: POST /admin/lottery/games/:gameCode/periods/:periodNo/result (real-world games). */
export const enterResultSchema = z.object({ result: lotteryResultSchema });
/** Operator: POST /admin/lottery/games/:gameCode/periods/:periodNo/void */
export const voidPeriodSchema = z.object({ reason: z.string().trim().min(3).max(200) });
/**
 * Operator: what a void (or a settlement run) did to one period. `changed` is false when the
 * period had already been settled by an earlier run; `totals` has one row per currency bet in.
 */
export const periodSettlementSchema = z.object({
  gameCode: z.string(),
  periodNo: z.string(),
  status: periodStatusSchema,
  changed: z.boolean(),
  bets: z.number().int(),
  members: z.number().int(),
  totals: z.array(
    z.object({
      currency: z.string(),
      stakes: z.number().int(),
      /** Paid to winners (settlement) or returned (void). */
      paid: z.number().int(),
    }),
  ),
});
export type PeriodSettlement = z.infer<typeof periodSettlementSchema>;

// ── bets ──────────────────────────────────────────────────────────────────────────────

/** One line of the slip: the same stake on each pick of one bet type. */
export const betLineSchema = z.object({
  betType: betTypeSchema,
  picks: z.array(z.string().min(1).max(16)).min(1).max(1000),
  /** Minor units per pick; for lô the price of the points (points × costUnits × unit). */
  stake: minorAmountSchema,
});
export type BetLine = z.infer<typeof betLineSchema>;

export const chaseSchema = z.object({
  /** Further periods after this one (the order itself is the first). */
  periods: z.number().int().min(1).max(120),
  stopOnWin: z.boolean(),
});

/** POST /lgw/bets — one order on one period. The same key answers the same order. */
export const placeBetsRequestSchema = z.object({
  gameCode: gameCodeSchema,
  periodNo: periodNoSchema,
  lines: z.array(betLineSchema).min(1).max(50),
  chase: chaseSchema.optional(),
  idempotencyKey: idempotencyKeySchema,
});
export type PlaceBetsRequest = z.infer<typeof placeBetsRequestSchema>;

export const betStatuses = ['open', 'won', 'lost', 'cancelled', 'void'] as const;
export const betStatusSchema = z.enum(betStatuses);
export type BetStatus = z.infer<typeof betStatusSchema>;

export const betViewSchema = z.object({
  betId: z.number().int(),
  orderId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  family: lotteryFamilySchema,
  periodNo: z.string(),
  betType: betTypeSchema,
  pick: z.string(),
  stake: z.number().int(),
  odds: z.number().int(),
  currency: z.string(),
  status: betStatusSchema,
  hits: z.number().int(),
  payout: z.number().int(),
  chaseId: z.number().int().nullable(),
  placedAt: epochMs,
  settledAt: epochMs.nullable(),
  /** Whether the player may still cancel it (open and its period not closed). */
  cancellable: z.boolean(),
});
export type BetView = z.infer<typeof betViewSchema>;

export const placeBetsResultSchema = z.object({
  orderId: z.number().int(),
  periodNo: z.string(),
  bets: z.array(betViewSchema),
  totalStake: z.number().int(),
  currency: z.string(),
  balance: z.number().int(),
  chaseId: z.number().int().nullable(),
  replayed: z.boolean(),
});
export type PlaceBetsResult = z.infer<typeof placeBetsResultSchema>;

/** GET /lgw/bets — the betting record (personalHistoryCopy), newest first. */
export const myBetsQuerySchema = dateRangeQuerySchema
  .extend({
    gameCode: gameCodeSchema.optional(),
    status: betStatusSchema.optional(),
    ...pageQuerySchema.shape,
  })
  .superRefine(checkDateRange);
export type MyBetsQuery = z.infer<typeof myBetsQuerySchema>;
export const myBetsPageSchema = pageSchema(betViewSchema).extend({
  totals: z.object({ stake: z.number().int(), payout: z.number().int() }),
});
export type MyBetsPage = z.infer<typeof myBetsPageSchema>;

/** GET /lgw/bets/:betId — one bet with its period (the record's link to the draw). */
export const betDetailSchema = betViewSchema.extend({ period: lotteryPeriodSchema });
export type BetDetail = z.infer<typeof betDetailSchema>;

/** POST /lgw/bets/:betId/cancel — the cancelled bet and the wallet's balance now. */
export const cancelBetResultSchema = z.object({
  bet: betViewSchema,
  balance: z.number().int(),
  replayed: z.boolean(),
});
export type CancelBetResult = z.infer<typeof cancelBetResultSchema>;

export const chaseStatuses = [
  'active',
  'stopped_win',
  'completed',
  'stopped',
  'failed_funds',
] as const;

export const chaseViewSchema = z.object({
  chaseId: z.number().int(),
  gameCode: z.string(),
  lines: z.array(betLineSchema),
  periodsTotal: z.number().int(),
  periodsPlaced: z.number().int(),
  stopOnWin: z.boolean(),
  status: z.enum(chaseStatuses),
  createdAt: epochMs,
});
export type ChaseView = z.infer<typeof chaseViewSchema>;
export type ChaseStatus = (typeof chaseStatuses)[number];

/** GET /lgw/chases — the player's chases, newest first. */
export const myChasesQuerySchema = pageQuerySchema;
export const myChasesPageSchema = pageSchema(chaseViewSchema);

// ── real time (WebSocket `/wps/ws`, to every socket of the merchant) ────────────────────

export const socketLotteryPeriodSchema = z.object({
  type: z.literal('lottery_period'),
  period: lotteryPeriodSchema,
});
export const socketLotteryResultSchema = z.object({
  type: z.literal('lottery_result'),
  period: lotteryPeriodSchema,
});
