import type { BannerGroup } from '@sorteo/shared';
import type { GameCategory } from '@sorteo/shared/contract/constants';

/**
 * Every address of the site (SPEC §2 routes). Components link through this table, never
 * with a string of their own, so a renamed route is one edit.
 */
export const paths = {
  home: '/',
  index: '/index',
  indexHtml: '/index.html',
  homeAlias: '/home',
  register: '/register',
  registerHtml: '/register.html',
  help: '/help',
  helpOnly: '/helpmc',
  pointMall: '/pointMall',
  lottery: '/lottery',
  vnLottery: '/vnlottery',
  elott: '/elott',
  rng: '/rng',
  pvp: '/pvp',
  live: '/live',
  fish: '/fish',
  sports: '/sports',
  esports: '/esports',
  inhouse: '/inhouse',
  cockfight: '/cockfight',
  promotions: '/promotions',
  promoDetail: '/promoDetail',
  promotion: '/promotions/:id',
  seamless: '/seamless',
  game: '/game',
  login: '/login',
  download: '/download',
  /** Where the password-reset e-mail's link lands (`?token=`). */
  resetPassword: '/resetPassword',
  /** Member security centre (SPEC §2 personal centre entry in_my_account). */
  securityCenter: '/securityCenter',
  /** Member centre money pages (SPEC §2 personal centre entries). */
  transferFund: '/transferFund',
  deposit: '/depositv2',
  withdraw: '/withdraw',
  transactionHistory: '/transactionHistory',
  personalProfit: '/personalProfit',
  bonusDetails: '/bonusDetails',
  /** Betting record (SPEC §2 personal centre entry in_betting_record). */
  bettingRecord: '/personalHistoryCopy',
  /** The provably fair verifier (`?gameCode&periodNo&seed`): recomputes a draw in the browser. */
  fairness: '/fairness',
} as const;

export type PathKey = keyof typeof paths;

export const homePaths = [paths.home, paths.index, paths.indexHtml, paths.homeAlias] as const;

export const promotionPath = (id: string | number) =>
  paths.promotion.replace(':id', encodeURIComponent(String(id)));

/** The lobby route of each game category. */
export const categoryPaths: Record<GameCategory, string> = {
  LOTT: paths.lottery,
  ELOTT: paths.elott,
  LIVE: paths.live,
  SPORTS: paths.sports,
  FISH: paths.fish,
  RNG: paths.rng,
  PVP: paths.pvp,
  ESPORTS: paths.esports,
  INHOUSE: paths.inhouse,
  COCKFIGHT: paths.cockfight,
};

/** A category lobby, optionally on one vendor's tab (`/rng?page=PG`). */
export function lobbyPath(category: GameCategory, vendor?: string): string {
  const base = categoryPaths[category];
  return vendor ? `${base}?${new URLSearchParams({ page: vendor }).toString()}` : base;
}

/** Lobby routes share one page; the path segment picks the category. */
export const lobbyRoutes = [
  { path: paths.rng, category: 'RNG', banner: 'w_rng' },
  { path: paths.pvp, category: 'PVP', banner: 'w_pvp' },
  { path: paths.live, category: 'LIVE', banner: 'w_live' },
  { path: paths.fish, category: 'FISH', banner: 'w_fish' },
  { path: paths.sports, category: 'SPORTS', banner: 'w_sports' },
  { path: paths.esports, category: 'ESPORTS', banner: 'w_esports' },
  { path: paths.inhouse, category: 'INHOUSE', banner: 'w_inhouse' },
  { path: paths.cockfight, category: 'COCKFIGHT', banner: 'w_cockfight' },
] as const satisfies readonly { path: string; category: GameCategory; banner: BannerGroup }[];

/** Where visitors without a session may still go when the home-page redirect is on. */
export const openWithoutSession: readonly string[] = [
  paths.login,
  paths.register,
  paths.registerHtml,
  paths.helpOnly,
  paths.download,
  paths.resetPassword,
];

/** SPEC §2 redirect rule, as a pure decision. */
export function needsLoginRedirect(
  pathname: string,
  homePageRedirect: boolean,
  hasToken: boolean,
): boolean {
  if (!homePageRedirect || hasToken) return false;
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !openWithoutSession.includes(normalised);
}
