/** Lottery games and periods as players read them, and the games' settings. */
export { lotteryAdminRoutes } from './lottery-admin.routes.js';
export {
  findGame,
  findPeriod,
  listAllEnabledGames,
  LOTTERY_VENDOR,
  lotteryVendorsOf,
  provisionLotteryGames,
  VN_LOTTERY_VENDOR,
} from './lottery-games.service.js';
export type { LotteryGameRow } from './lottery-games.service.js';
export { toPeriodView } from './lottery-views.js';
export { lotteryRoutes } from './lottery.routes.js';
export { nodeHmac } from './node-hmac.js';
