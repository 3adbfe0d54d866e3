import type { GameMenus, LotteryGame } from '@sorteo/shared';
import { paths } from '../../../lib/paths';

/**
 * Where launching an in-house lottery lands. The games are ours, so a launch never asks a
 * vendor for a game address: it opens our own page (SPEC §3 "Lobby launch": lottoArea VN,
 * launchMode LOTT, lottoGameCode, lottoView betting or lobby, backUrl).
 */
export type LottoView = 'betting' | 'lobby';

export interface LobbyLaunch {
  /** `VN` for the Vietnamese lottery; anything else is the SEA lottery (5D, K3). */
  lottoArea: string | null;
  lottoGameCode: string | null;
  lottoView: LottoView;
  backUrl: string | null;
}

/** The lobby launch written as the query of a `/game` address, or null when it is not one. */
export function readLobbyLaunch(search: URLSearchParams): LobbyLaunch | null {
  if (search.get('launchMode')?.toUpperCase() !== 'LOTT') return null;
  const gameCode = search.get('lottoGameCode');
  return {
    lottoArea: search.get('lottoArea')?.toUpperCase() ?? null,
    lottoGameCode: gameCode && /^[A-Z0-9_]{2,24}$/.test(gameCode) ? gameCode : null,
    lottoView: search.get('lottoView')?.toLowerCase() === 'lobby' ? 'lobby' : 'betting',
    backUrl: search.get('backUrl'),
  };
}

/**
 * A back address the page may follow: a path of this site, or an absolute address on this
 * site's origin, written back as path, query and hash. The text is read as the browser would
 * read it against this origin, so tricks that turn a path into another host (`//host`,
 * `/\\host`, `/\t/host`, `javascript:`) come out as another origin or are refused outright:
 * control characters, whitespace inside and backslashes never pass.
 */
export function safeBackUrl(raw: string | null | undefined, origin: string): string | null {
  if (!raw) return null;
  const text = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here.
  if (!text || /[\u0000-\u001f\u007f-\u009f\s\\]/.test(text)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== base.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // What is handed on must read as this site's path again, not as `//host`.
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

function withQuery(path: string, query: Record<string, string | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The page a lobby launch opens: the VN area opens `/vnlottery` on the game (betting view)
 * or on the VN lobby (its game list, no game chosen); the SEA area opens `/lottery`.
 * A safe back address travels along so the page can offer the way back.
 */
export function lobbyLaunchPath(launch: LobbyLaunch, origin: string): string {
  const backUrl = safeBackUrl(launch.backUrl, origin);
  const betting = launch.lottoView === 'betting' ? launch.lottoGameCode : null;
  if (launch.lottoArea === 'VN') {
    return withQuery(paths.vnLottery, {
      gameCode: betting,
      view: launch.lottoView === 'lobby' ? 'lobby' : null,
      backUrl,
    });
  }
  return withQuery(paths.lottery, { gameCode: betting, backUrl });
}

/** The page of one game: VN games on `/vnlottery`, 5D and K3 on `/lottery`. */
export function gamePath(game: Pick<LotteryGame, 'gameCode' | 'family'>): string {
  const base = game.family === 'VN' ? paths.vnLottery : paths.lottery;
  return withQuery(base, { gameCode: game.gameCode });
}

/** The menu's games in order, each once. */
export function menuGames(menus: GameMenus | undefined): LotteryGame[] {
  const seen = new Set<string>();
  const games: LotteryGame[] = [];
  for (const menu of menus?.gameMenus ?? []) {
    for (const game of menu.games) {
      if (seen.has(game.gameCode)) continue;
      seen.add(game.gameCode);
      games.push(game);
    }
  }
  return games;
}

/** Side-menu categories that launch a game instead of opening a lobby (SPEC §2). */
export const launchingCategories = ['LOTT', 'ELOTT'] as const;

export function isLaunchingCategory(category: string): boolean {
  return (launchingCategories as readonly string[]).includes(category);
}

/**
 * SPEC §2: a lottery category launches the first game whose vendor is TCG_SEA (our 5D and
 * K3 games). Without such a game it opens the lottery page, which says what there is.
 */
export function categoryLaunchPath(menus: GameMenus | undefined): string {
  const first = menuGames(menus).find((game) => game.accountTypeName === 'TCG_SEA');
  return first ? gamePath(first) : paths.lottery;
}
