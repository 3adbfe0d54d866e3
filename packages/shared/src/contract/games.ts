import { z } from 'zod';
import { gameCategories, languageCodes } from './constants.js';
import { decimal } from './decimal.js';

/** SPEC §9: the game list's page size. */
export const GAME_PAGE_SIZE = 42;
/** SPEC §9: how many games the hot list answers at most. */
export const HOT_GAMES_COUNT = 20;
export const gamePlatforms = ['html5-desktop', 'html5'] as const;
export type GamePlatform = (typeof gamePlatforms)[number];

const count = (max: number) => decimal(z.number().int().min(0).max(max));
/** A vendor's code (`vassalage`). */
export const vendorCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{1,19}$/, 'a vendor code: capitals, digits and _');
/** A game's `nodeId`: the id the site keeps for it (favourites store it). */
export const nodeIdSchema = z.string().regex(/^[1-9][0-9]{0,9}$/, 'a game id');
/** What SPEC §7 has every lobby call carry; read and otherwise ignored. */
const lobbyClientFields = {
  clientType: z.literal('3').optional(),
  platform: z.enum(gamePlatforms).optional(),
  channel: z.string().max(32).optional(),
  merchant: z.string().max(32).optional(),
  merchantCode: z.string().max(32).optional(),
  language: z.enum(languageCodes).optional(),
};

/** A game as the lobby shows it; names in the language asked for. */
export const lobbyGameSchema = z.object({
  nodeId: nodeIdSchema,
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: z.enum(gameCategories),
  gameCode: z.string(),
  gameName: z.string(),
  gameClassify: z.string(),
  /** Minor units of the merchant's currency. */
  minBet: z.number().int(),
  minLineNum: z.number().int(),
  platforms: z.array(z.string()),
  /** Return to player in basis points (9650 is 96.50%); null when the vendor does not say. */
  rtp: z.number().int().nullable(),
  volatility: z.enum(['low', 'medium', 'high']).nullable(),
  image: z.string().nullable(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  isFeatured: z.boolean(),
  /** Whether visitors and trial accounts may play it without money. */
  demo: z.boolean(),
  /** The vendor is in maintenance: listed with its badge, launches refused. */
  maintenance: z.boolean(),
  /** `tab`: the vendor refuses to be framed, so the game opens in a new tab. */
  framing: z.enum(['frame', 'tab']),
});
export type LobbyGame = z.infer<typeof lobbyGameSchema>;

/** The game list (SPEC §3 paging defaults; `domain/games.md` "Lists"). */
export const gameListQuerySchema = z.object({
  ...lobbyClientFields,
  gameType: z.enum(gameCategories).optional(),
  vassalage: vendorCodeSchema.optional(),
  gameClassify: z.string().trim().max(40).optional(),
  /** Case- and accent-insensitive part of the name. */
  gameName: z.string().trim().max(60).optional(),
  /** Games whose minimum bet is at most this (minor units). */
  minBet: count(Number.MAX_SAFE_INTEGER).optional(),
  /** Games with at least this many lines. */
  minLineNum: count(10_000).optional(),
  /** Only games flagged hot, new or featured. */
  flag: z.enum(['hot', 'new', 'featured']).optional(),
  pageNo: decimal(z.number().int().min(1).max(100_000)).default(1),
  pageSize: decimal(z.number().int().min(1).max(100)).default(GAME_PAGE_SIZE),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const gameListSchema = z.object({
  games: z.array(lobbyGameSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type GameList = z.infer<typeof gameListSchema>;

export const hotGamesQuerySchema = z.object({
  ...lobbyClientFields,
  isPlatform: z.literal('2').optional(),
  gameType: z.enum(gameCategories).optional(),
  vassalage: vendorCodeSchema.optional(),
});
export type HotGamesQuery = z.input<typeof hotGamesQuerySchema>;
export const hotGamesSchema = z.object({ list: z.array(lobbyGameSchema) });
export type HotGames = z.infer<typeof hotGamesSchema>;

export const recentGamesQuerySchema = z.object({
  ...lobbyClientFields,
  vassalage: vendorCodeSchema.optional(),
  pageNo: decimal(z.number().int().min(1).max(1000)).default(1),
  pageSize: decimal(z.number().int().min(1).max(100)).default(20),
});
export type RecentGamesQuery = z.input<typeof recentGamesQuerySchema>;
export const recentGamesSchema = z.object({
  list: z.array(lobbyGameSchema),
  totalPages: z.number().int(),
});
export type RecentGames = z.infer<typeof recentGamesSchema>;

export const favouriteGamesQuerySchema = z.object({
  ...lobbyClientFields,
  token: z.string().max(200).optional(),
  gameType: z.enum(gameCategories).optional(),
  pageNo: decimal(z.number().int().min(1).max(1000)).default(1),
  pageSize: decimal(z.number().int().min(1).max(100)).default(GAME_PAGE_SIZE),
});
export type FavouriteGamesQuery = z.input<typeof favouriteGamesQuerySchema>;
export const favouriteGamesSchema = z.object({
  content: z.array(lobbyGameSchema),
  totalPages: z.number().int(),
  /** Every favourite of the member, newest first: what the lobby marks. */
  nodeIds: z.array(nodeIdSchema),
});
export type FavouriteGames = z.infer<typeof favouriteGamesSchema>;

/** Add or remove a favourite (V2): the game's id, vendor and type must agree. */
export const favouriteChangeSchema = z.object({
  nodeId: nodeIdSchema,
  vendor: vendorCodeSchema,
  gameType: z.enum(gameCategories),
  action: z.enum(['add', 'remove']),
});
export type FavouriteChange = z.input<typeof favouriteChangeSchema>;
export const favouriteIdsSchema = z.object({ nodeIds: z.array(nodeIdSchema) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/**
 * What the lobby's filters offer per category (sub-categories, minimum bets, line counts),
 * and the currency the bets are in.
 */
export const gameTypesSchema = z.object({
  currency: z.string(),
  currencyExponent: z.number().int(),
  types: z.array(
    z.object({
      gameType: z.enum(gameCategories),
      total: z.number().int(),
      classifies: z.array(z.string()),
      minBets: z.array(z.number().int()),
      lineNums: z.array(z.number().int()),
    }),
  ),
});
export type GameTypes = z.infer<typeof gameTypesSchema>;

/** The launch request (SPEC §3 "Game launch request"). */
export const launchGameRequestSchema = z.object({
  ...lobbyClientFields,
  nodeId: nodeIdSchema,
  gameId: z.string().max(64).optional(),
  roomId: z.string().max(64).optional(),
  accountType: z.union([z.literal(1), z.literal('1')]).optional(),
  confirmTrans: z.union([z.literal(0), z.literal('0')]).optional(),
  vassalage: vendorCodeSchema.optional(),
  launchMode: z.literal('GLS').optional(),
  username: z.string().max(64).optional(),
  token: z.string().max(200).optional(),
  /** Play without money, where the game offers it; visitors and trial accounts always do. */
  demo: z.boolean().optional(),
});
export type LaunchGameRequest = z.input<typeof launchGameRequestSchema>;

/** The launch address V2: the same, as a query. */
export const launchAddressQuerySchema = z.object({
  ...lobbyClientFields,
  nodeId: nodeIdSchema,
  vassalage: vendorCodeSchema.optional(),
  demo: z.enum(['true', 'false']).optional(),
});
export type LaunchAddressQuery = z.input<typeof launchAddressQuerySchema>;

export const launchAnswerSchema = z.object({
  game_url: z.string(),
  demo: z.boolean(),
  /** `frame`: the game plays in `/game`; `tab`: the vendor refuses framing, open a new tab. */
  framing: z.enum(['frame', 'tab']),
  gameName: z.string(),
  vendorName: z.string(),
  /** `transfer`: the game plays with money moved to the vendor first (docs/games.md). */
  wallet: z.enum(['seamless', 'transfer']),
  /** The vendor's code, for its transfer wallet. */
  vassalage: z.string(),
  /** The address for phones, where the vendor has one. */
  game_url2: z.string().optional(),
});
export type LaunchAnswer = z.infer<typeof launchAnswerSchema>;
