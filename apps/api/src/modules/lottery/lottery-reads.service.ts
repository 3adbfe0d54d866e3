import {
  ErrorCode,
  drawResult,
  lotteryAccountTypeNames,
  lotteryFamilies,
  lotteryMenuLabels,
  seedHashOf,
  vnEndings2,
  type CurrentPeriod,
  type GameMenu,
  type GameMenus,
  type LotteryFamily,
  type LotteryPeriod,
  type LotteryResult,
  type Page,
  type PageQuery,
  type PopularGame,
  type VerifyRequest,
  type VerifyResult,
  type VnNumberStat,
  type VnNumbers,
  type VnRecent,
  type Winner,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { toMinor } from '../../lib/money.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import { findGame, listGames, type LotteryGameRow } from './lottery-games.repo.js';
import {
  countBetsByGame,
  findOpenPeriod,
  findPeriod,
  listBiggestWinsSince,
  listDrawnPeriods,
  listLatestDrawnOf,
  listUpcomingPeriods,
  listWinsBefore,
  pageFinishedPeriods,
} from './lottery-reads.repo.js';
import { isSeedRevealed, toGameView, toPeriodView } from './lottery-views.js';

/** The merchant a read is for: its id and the currency games are played in. */
export type Site = { id: number; currency: string };

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many periods after the current one `current` lists. */
export const UPCOMING_PERIODS = 5;

const gameNotFound = (gameCode: string) =>
  new AppError(404, ErrorCode.LotteryGameNotFound, `No lottery game ${gameCode}`, {
    field: 'gameCode',
  });

/** A game players may bet on now: it exists and is enabled. */
async function playableGame(db: Db, site: Site, gameCode: string): Promise<LotteryGameRow> {
  const game = await findGame(db, site.id, gameCode);
  if (!game?.enabled) throw gameNotFound(gameCode);
  return game;
}

/** Any game of the merchant: its history stays readable and verifiable after it is disabled. */
async function knownGame(db: Db, site: Site, gameCode: string): Promise<LotteryGameRow> {
  const game = await findGame(db, site.id, gameCode);
  if (!game) throw gameNotFound(gameCode);
  return game;
}

function menuOf(family: LotteryFamily, games: LotteryGameRow[], currency: string): GameMenu {
  return {
    gameGroupCode: family,
    labelName: lotteryMenuLabels[family],
    games: games.map((g) => toGameView(g, currency)),
  };
}

/** One group per family with enabled games; groups in the order of their first game. */
export async function gameMenus(db: Db, site: Site): Promise<GameMenus> {
  const games = await listGames(db, site.id, { enabledOnly: true });
  const order = [...new Set(games.map((g) => g.family as LotteryFamily))];
  const families = order.filter((f) => lotteryFamilies.includes(f));
  return {
    gameMenus: families.map((family) =>
      menuOf(
        family,
        games.filter((g) => g.family === family),
        site.currency,
      ),
    ),
  };
}

export async function vnGameMenu(db: Db, site: Site): Promise<GameMenu> {
  const games = await listGames(db, site.id, { enabledOnly: true });
  return menuOf(
    'VN',
    games.filter((g) => g.family === 'VN'),
    site.currency,
  );
}

export async function vnRecent(db: Db, site: Site): Promise<VnRecent> {
  const games = (await listGames(db, site.id, { enabledOnly: true })).filter(
    (g) => g.family === 'VN',
  );
  const latest = new Map(
    (
      await listLatestDrawnOf(
        db,
        games.map((g) => g.id),
      )
    ).map((p) => [p.game_id, p]),
  );
  return {
    recent: games.flatMap((g) => {
      const period = latest.get(g.id);
      return period
        ? [
            {
              gameCode: g.game_code,
              gameName: g.name,
              realWorld: g.real_world,
              period: toPeriodView(period, g.game_code),
            },
          ]
        : [];
    }),
  };
}

/** Enabled games by bets over the last 24 hours, then the rest in menu order. */
export async function popularGames(
  db: Db,
  site: Site,
  count: number,
  now = new Date(),
): Promise<PopularGame[]> {
  const [games, bets] = await Promise.all([
    listGames(db, site.id, { enabledOnly: true }),
    countBetsByGame(db, site.id, new Date(now.getTime() - DAY_MS)),
  ]);
  const ranked = games
    .map((g, menuIndex) => ({ g, menuIndex, bets: bets.get(g.id) ?? 0 }))
    .sort((a, b) => b.bets - a.bets || a.menuIndex - b.menuIndex);
  return ranked.slice(0, count).map(({ g, bets: n }) => ({
    gameCode: g.game_code,
    family: g.family as LotteryFamily,
    gameName: g.name,
    accountTypeName: lotteryAccountTypeNames[g.family as LotteryFamily],
    bets: n,
  }));
}

/**
 * Hot and cold numbers: for 00, 01, … (the first `count`), in how many of the given draws
 * (prize lists, newest first) the number ended a prize, and how many draws ago it last did.
 */
export function vnNumberStats(
  draws: readonly (readonly string[])[],
  count: number,
): VnNumberStat[] {
  const endings = draws.map((prizes) => new Set(vnEndings2(prizes)));
  return Array.from({ length: count }, (_, n) => {
    const number = String(n).padStart(2, '0');
    const seen = endings.map((set) => set.has(number));
    const first = seen.indexOf(true);
    return {
      number,
      appearances: seen.filter(Boolean).length,
      since: first === -1 ? draws.length : first,
    };
  });
}

export async function vnNumbers(
  db: Db,
  site: Site,
  query: { gameCode: string; count: number; draws: number },
): Promise<VnNumbers> {
  const game = await knownGame(db, site, query.gameCode);
  if (game.family !== 'VN') {
    throw new AppError(400, ErrorCode.ValidationFailed, `${query.gameCode} is not a VN game`, {
      field: 'gameCode',
    });
  }
  const periods = await listDrawnPeriods(db, game.id, query.draws);
  const draws = periods.flatMap((p) => {
    const result = toPeriodView(p, game.game_code).result;
    return result?.family === 'VN' ? [result.prizes] : [];
  });
  return {
    gameCode: game.game_code,
    draws: draws.length,
    numbers: vnNumberStats(draws, query.count),
  };
}

/** `abcdefgh` → `ab***gh`; short accounts keep only their first character. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** Biggest wins of the last 24 hours, then older ones newest first to fill `count`. */
export async function winners(
  db: Db,
  site: Site,
  count: number,
  now = new Date(),
): Promise<Winner[]> {
  const since = new Date(now.getTime() - DAY_MS);
  const recent = await listBiggestWinsSince(db, site.id, since, count);
  const older =
    recent.length < count ? await listWinsBefore(db, site.id, since, count - recent.length) : [];
  return [...recent, ...older].map((w) => ({
    account: maskAccount(w.account),
    gameCode: w.game_code,
    gameName: w.name,
    amount: toMinor(w.payout),
    currency: w.currency,
    at: new Date(w.settled_at).getTime(),
  }));
}

export async function currentPeriod(
  db: Db,
  site: Site,
  gameCode: string,
  now = new Date(),
): Promise<CurrentPeriod> {
  const game = await playableGame(db, site, gameCode);
  const [open, upcoming, drawn] = await Promise.all([
    findOpenPeriod(db, game.id, now),
    listUpcomingPeriods(db, game.id, now, UPCOMING_PERIODS),
    listDrawnPeriods(db, game.id, 1),
  ]);
  const view = (p: Parameters<typeof toPeriodView>[0]) => toPeriodView(p, game.game_code);
  return {
    game: toGameView(game, site.currency),
    current: open ? view(open) : null,
    upcoming: upcoming.map(view),
    lastDrawn: drawn[0] ? view(drawn[0]) : null,
    serverTime: now.getTime(),
  };
}

export async function gameResults(
  db: Db,
  site: Site,
  gameCode: string,
  query: PageQuery,
): Promise<Page<LotteryPeriod>> {
  const game = await knownGame(db, site, gameCode);
  const { rows, total } = await pageFinishedPeriods(
    db,
    game.id,
    query.pageSize,
    pageOffset(query.pageNo, query.pageSize),
  );
  return toPage(
    rows.map((p) => toPeriodView(p, game.game_code)),
    total,
    query.pageNo,
    query.pageSize,
  );
}

export async function gamePeriod(
  db: Db,
  site: Site,
  gameCode: string,
  periodNo: string,
): Promise<LotteryPeriod> {
  const game = await knownGame(db, site, gameCode);
  const period = await findPeriod(db, game.id, periodNo);
  if (!period) {
    throw new AppError(404, ErrorCode.PeriodNotFound, `No period ${periodNo} of ${gameCode}`, {
      field: 'periodNo',
    });
  }
  return toPeriodView(period, game.game_code);
}

function sameResult(a: LotteryResult, b: LotteryResult): boolean {
  const values = (r: LotteryResult): readonly (string | number)[] =>
    r.family === 'VN' ? r.prizes : r.family === '5D' ? r.digits : r.dice;
  const x = values(a);
  const y = values(b);
  return a.family === b.family && x.length === y.length && x.every((v, i) => v === y[i]);
}

/**
 * Recomputes a self-drawn result from a seed, and says whether it is what this site
 * published for the period (only once the period's seed is public).
 */
export async function verifySeed(db: Db, site: Site, input: VerifyRequest): Promise<VerifyResult> {
  const game = await knownGame(db, site, input.gameCode);
  if (game.real_world) {
    throw new AppError(
      400,
      ErrorCode.NotSelfDrawn,
      `${game.game_code} is drawn in the real world; it has no seed to verify`,
      { field: 'gameCode' },
    );
  }
  const seed = input.seed.toLowerCase();
  const family = game.family as LotteryFamily;
  const seedHash = seedHashOf(seed);
  const result = drawResult(family, seed, game.game_code, input.periodNo);
  const period = await findPeriod(db, game.id, input.periodNo);
  if (!period || !isSeedRevealed(period)) return { seedHash, result, published: null };
  const stored = toPeriodView(period, game.game_code).result;
  return {
    seedHash,
    result,
    published: {
      seedHashMatches: period.seed_hash === seedHash,
      resultMatches: stored ? sameResult(stored, result) : null,
    },
  };
}
