import { endpoint } from './endpoint.js';
import { lotteryRoutes as routes } from './lottery-routes.js';
import {
  currentPeriodSchema,
  gameCodeParamSchema,
  gameMenusSchema,
  lotteryPeriodSchema,
  periodParamSchema,
  resultsPageSchema,
  resultsQuerySchema,
  vnGameMenuSchema,
  vnMenuQuerySchema,
  vnNumbersQuerySchema,
  vnNumbersSchema,
  vnRecentSchema,
} from './lottery.js';

const tags = ['lottery'] as const;

/** Public lottery reads under /lgw: the menus, a game's periods and results, VN numbers. */
export const lotteryEndpoints = {
  gameMenus: endpoint({
    route: routes.gameMenus,
    summary: 'The lottery menu: one group per family, enabled games in menu order',
    tags,
    response: gameMenusSchema,
  }),
  vnGameMenu: endpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    summary: 'The Vietnamese lottery group of the menu',
    tags,
    query: vnMenuQuerySchema,
    response: vnGameMenuSchema,
  }),
  vnRecent: endpoint({
    method: 'GET',
    path: '/lgw/vn/games/recent',
    summary: 'The latest drawn period of each Vietnamese lottery game, with its result',
    tags,
    query: vnMenuQuerySchema,
    response: vnRecentSchema,
  }),
  vnNumbers: endpoint({
    method: 'GET',
    path: '/lgw/vn/numbers',
    summary: 'Hot and cold numbers: appearances of 00–99 among the endings of recent draws',
    tags,
    query: vnNumbersQuerySchema,
    response: vnNumbersSchema,
  }),
  currentPeriod: endpoint({
    method: 'GET',
    path: '/lgw/games/:gameCode/current',
    summary: 'The period taking bets now, the next ones and the last drawn',
    tags,
    params: gameCodeParamSchema,
    response: currentPeriodSchema,
  }),
  results: endpoint({
    method: 'GET',
    path: '/lgw/games/:gameCode/results',
    summary: 'Finished periods (drawn, settled, void), newest first',
    tags,
    params: gameCodeParamSchema,
    query: resultsQuerySchema,
    response: resultsPageSchema,
  }),
  period: endpoint({
    route: routes.period,
    summary: 'One period: its seed hash, and its seed and result once drawn',
    tags,
    params: periodParamSchema,
    response: lotteryPeriodSchema,
  }),
};
