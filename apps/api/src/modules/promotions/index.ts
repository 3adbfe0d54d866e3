/** Promotions, for players and operators. */
export { promotionsAdminRoutes } from './promotions-admin.routes.js';
export { promotionsRoutes } from './promotions.routes.js';
export { livePromotions } from './promotions.service.js';
