import type { z } from 'zod';
import type { GameMenus, LotteryPeriod, periodParamSchema } from './lottery.js';
import { route } from './route.js';

/**
 * The routes of `lotteryEndpoints` called without zod or the schemas: the menus of the side
 * menu, and one published period (the fairness check).
 */
export const lotteryRoutes = {
  gameMenus: route<{ response: GameMenus }>()('GET', '/lgw/games/game_menus'),
  period: route<{
    params: z.input<typeof periodParamSchema>;
    response: LotteryPeriod;
  }>()('GET', '/lgw/games/:gameCode/periods/:periodNo'),
};
