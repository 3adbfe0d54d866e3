import {
  esportsVendorCodes,
  gameCategories,
  type GameCategory,
  type GameTypes,
  type LobbyGame,
} from '@sorteo/shared';
import type { ListedGameRow, ListedVendorRow } from './catalogue.repo.js';
import { foldForSearch } from './search-text.js';
import { keptAnswer } from '../../plugins/response-serializer.js';

const esports = new Set<string>(esportsVendorCodes);
/** Answers a merchant's catalogue keeps (`remember`). */
const MEMO_LIMIT = 2000;
const known = new Set<string>(gameCategories);

/** Sports books whose code is in the e-sports list are listed under ESPORTS. */
export function categoryOf(gameType: string, vendorCode: string): GameCategory | null {
  if (gameType === 'SPORTS' && esports.has(vendorCode)) return 'ESPORTS';
  return known.has(gameType) ? (gameType as GameCategory) : null;
}

/** A listed game as the catalogue keeps it in memory. */
export type CatalogueGame = Omit<LobbyGame, 'gameName'> & {
  id: number;
  names: Record<string, string>;
  search: string;
};

export type GameFilter = {
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  minBet?: number | undefined;
  minLineNum?: number | undefined;
  platform?: string | undefined;
  flag?: 'hot' | 'new' | 'featured' | undefined;
};

const flagged = {
  hot: (g: CatalogueGame) => g.isHot,
  new: (g: CatalogueGame) => g.isNew,
  featured: (g: CatalogueGame) => g.isFeatured,
};

function toGame(row: ListedGameRow, category: GameCategory): CatalogueGame {
  const names = { ...row.names, ...(row.merchant_names ?? {}) };
  const extra = row.merchant_names ? Object.values(row.merchant_names).map(foldForSearch) : [];
  return {
    id: row.id,
    nodeId: String(row.id),
    vassalage: row.vendor_code,
    vendorName: row.vendor_name,
    gameType: category,
    gameCode: row.game_code,
    names,
    search: [row.search_text, ...extra].join('\n'),
    gameClassify: row.classify,
    minBet: Number(row.min_bet),
    minLineNum: row.min_line_num,
    platforms: row.platforms,
    rtp: row.rtp_basis_points,
    volatility: row.volatility,
    image: row.thumbnail,
    isHot: row.is_hot,
    isNew: row.is_new,
    isFeatured: row.is_featured,
    demo: row.demo,
    maintenance: row.vendor_status === 'maintenance',
    framing: row.allows_framing ? 'frame' : 'tab',
  };
}

/**
 * What one merchant lists, read once and kept by `GameCatalogue`: the games in lobby order,
 * looked up by id, filtered and shown in a language without another query.
 */
export class MerchantCatalogue {
  readonly games: readonly CatalogueGame[];
  readonly vendors: readonly ListedVendorRow[];
  readonly #byId = new Map<number, CatalogueGame>();
  readonly #byCategory = new Map<GameCategory, CatalogueGame[]>();
  /** Answers already computed from this catalogue, by their question (at most `MEMO_LIMIT`). */
  readonly #answers = new Map<string, unknown>();

  constructor(
    rows: readonly ListedGameRow[],
    vendors: readonly ListedVendorRow[],
    private readonly defaultLanguage: string,
  ) {
    const games: CatalogueGame[] = [];
    for (const row of rows) {
      const category = categoryOf(row.game_type, row.vendor_code);
      if (!category) continue;
      const game = toGame(row, category);
      games.push(game);
      this.#byId.set(game.id, game);
      const same = this.#byCategory.get(category) ?? [];
      same.push(game);
      this.#byCategory.set(category, same);
    }
    this.games = games;
    this.vendors = vendors;
  }

  /**
   * The answer to a question asked of this catalogue, computed once: lobbies ask the same
   * pages again and again, and a changed catalogue is a new object, so an answer never
   * outlives what it was computed from.
   */
  remember<T>(question: string, compute: () => T): T {
    if (this.#answers.has(question)) return this.#answers.get(question) as T;
    const answer = compute();
    // The same object is answered again and again: it is written as JSON once per route.
    if (typeof answer === 'object' && answer !== null) keptAnswer(answer);
    if (this.#answers.size >= MEMO_LIMIT) {
      const oldest = this.#answers.keys().next().value;
      if (oldest !== undefined) this.#answers.delete(oldest);
    }
    this.#answers.set(question, answer);
    return answer;
  }

  find(id: number): CatalogueGame | undefined {
    return this.#byId.get(id);
  }

  /** The games that pass every filter given, in lobby order. */
  filter(f: GameFilter): CatalogueGame[] {
    const pool = f.gameType ? (this.#byCategory.get(f.gameType) ?? []) : this.games;
    const name = f.gameName ? foldForSearch(f.gameName) : '';
    return pool.filter(
      (g) =>
        (!f.vassalage || g.vassalage === f.vassalage) &&
        (!f.gameClassify || g.gameClassify === f.gameClassify) &&
        (f.minBet === undefined || g.minBet <= f.minBet) &&
        (f.minLineNum === undefined || g.minLineNum >= f.minLineNum) &&
        (!f.platform || g.platforms.includes(f.platform)) &&
        (!f.flag || flagged[f.flag](g)) &&
        (!name || g.search.includes(name)),
    );
  }

  /** The game's name in the language asked for, else the merchant's, else any, else the vendor's. */
  nameOf(game: CatalogueGame, language: string | undefined): string {
    const names = game.names;
    return (
      (language && names[language]) ||
      names[this.defaultLanguage] ||
      Object.values(names)[0] ||
      game.vendorName
    );
  }

  view(game: CatalogueGame, language: string | undefined): LobbyGame {
    const { id: _id, names: _names, search: _search, ...shown } = game;
    return { ...shown, gameName: this.nameOf(game, language) };
  }

  /** Each category's filter values, in menu order. */
  types(): GameTypes['types'] {
    return this.remember('types', () => this.#types());
  }

  #types(): GameTypes['types'] {
    const sorted = <T>(values: Iterable<T>) => [...new Set(values)].sort();
    const numbers = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);
    return gameCategories
      .filter((c) => this.#byCategory.has(c))
      .map((gameType) => {
        const games = this.#byCategory.get(gameType) ?? [];
        return {
          gameType,
          total: games.length,
          classifies: sorted(games.map((g) => g.gameClassify).filter(Boolean)),
          minBets: numbers(games.map((g) => g.minBet)),
          lineNums: numbers(games.map((g) => g.minLineNum).filter((n) => n > 0)),
        };
      });
  }
}
