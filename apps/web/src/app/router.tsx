import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { withAllTexts } from '../features/i18n/i18n';
import { sessionKeys, sessionStore } from '../lib/storage';
import { BareLayout, GameLayout, PlainLayout, RootLayout, SiteLayout } from './layouts/layouts';
import { RouteError } from './layouts/route-error';
import { homePaths, lobbyRoutes, paths } from '../lib/paths';
// Most visits start on the home page: its code comes with the entry, not a round trip later.
import HomePage from './routes/home';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

// Pages whose code is already here: their routes render at once instead of going through
// `lazy`, which would first show the fallback for a moment.
const loadedPages = new Map<PageLoader, ComponentType>();

/**
 * A lazy route page. After a deploy an open tab may ask for a chunk that no longer
 * exists: reload once to pick up the new build instead of showing an error.
 */
function lazyPage(load: PageLoader) {
  return async () => {
    try {
      const module = await withAllTexts(load)();
      loadedPages.set(load, module.default);
      sessionStore.set(sessionKeys.chunkReload, null);
      return { Component: module.default };
    } catch (error) {
      if (!sessionStore.get(sessionKeys.chunkReload)) {
        sessionStore.set(sessionKeys.chunkReload, '1');
        window.location.reload();
        return new Promise<never>(() => undefined);
      }
      throw error;
    }
  };
}

const pages = {
  register: () => import('./routes/register'),
  login: () => import('./routes/login'),
  resetPassword: () => import('./routes/reset-password'),
  securityCenter: () => import('./routes/security-center'),
  transferFund: () => import('./routes/transfer-fund'),
  deposit: () => import('./routes/deposit'),
  withdraw: () => import('./routes/withdraw'),
  transactionHistory: () => import('./routes/transaction-history'),
  personalProfit: () => import('./routes/personal-profit'),
  bonusDetails: () => import('./routes/bonus-details'),
  help: () => import('./routes/help'),
  helpOnly: () => import('./routes/help-only'),
  pointMall: () => import('./routes/point-mall'),
  lottery: () => import('./routes/lottery'),
  vnLottery: () => import('./routes/vn-lottery'),
  fairness: () => import('./routes/fairness'),
  bettingRecord: () => import('./routes/betting-record'),
  lobby: () => import('./routes/lobby'),
  promotions: () => import('./routes/promotions'),
  seamless: () => import('./routes/seamless'),
  game: () => import('./routes/game'),
  download: () => import('./routes/download'),
  notFound: () => import('./routes/not-found'),
} satisfies Record<string, PageLoader>;

function page(load: PageLoader): Pick<RouteObject, 'Component' | 'lazy'> {
  const Component = loadedPages.get(load);
  return Component ? { Component } : { lazy: lazyPage(load) };
}

function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} testId="page-loading" />;
}

const buildRoutes = (): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      {
        element: <SiteLayout />,
        errorElement: <RouteError />,
        children: [
          ...homePaths.map((path) => ({ path, Component: HomePage })),
          { path: paths.help, ...page(pages.help) },
          { path: paths.pointMall, ...page(pages.pointMall) },
          { path: paths.lottery, ...page(pages.lottery) },
          { path: paths.vnLottery, ...page(pages.vnLottery) },
          { path: paths.fairness, ...page(pages.fairness) },
          { path: paths.bettingRecord, ...page(pages.bettingRecord) },
          { path: paths.elott, ...page(pages.lottery) },
          ...lobbyRoutes.map(({ path }) => ({ path, ...page(pages.lobby) })),
          { path: paths.promotions, ...page(pages.promotions) },
          { path: paths.promoDetail, ...page(pages.promotions) },
          { path: paths.promotion, ...page(pages.promotions) },
          { path: paths.seamless, ...page(pages.seamless) },
          { path: paths.download, ...page(pages.download) },
          { path: paths.securityCenter, ...page(pages.securityCenter) },
          { path: paths.transferFund, ...page(pages.transferFund) },
          { path: paths.deposit, ...page(pages.deposit) },
          { path: paths.withdraw, ...page(pages.withdraw) },
          { path: paths.transactionHistory, ...page(pages.transactionHistory) },
          { path: paths.personalProfit, ...page(pages.personalProfit) },
          { path: paths.bonusDetails, ...page(pages.bonusDetails) },
          { path: '*', ...page(pages.notFound) },
        ],
      },
      {
        element: <PlainLayout />,
        errorElement: <RouteError />,
        children: [
          { path: paths.register, ...page(pages.register) },
          { path: paths.registerHtml, ...page(pages.register) },
          { path: paths.login, ...page(pages.login) },
          { path: paths.resetPassword, ...page(pages.resetPassword) },
        ],
      },
      {
        element: <GameLayout />,
        children: [{ path: paths.game, ...page(pages.game) }],
      },
      {
        element: <BareLayout />,
        children: [{ path: paths.helpOnly, ...page(pages.helpOnly) }],
      },
    ],
  },
];

/** Built after start-up, so the address it reads is already free of a login token. */
export function createRouter() {
  return createBrowserRouter(buildRoutes());
}

/** Starts fetching the page of the current address while start-up is still running. */
export function preloadCurrentPage(pathname: string): Promise<unknown> {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const load = lobbyRoutes.some((r) => r.path === clean) ? pages.lobby : null;
  if (!load) return Promise.resolve();
  return load().then(
    (module) => void loadedPages.set(load, module.default),
    () => undefined,
  );
}
