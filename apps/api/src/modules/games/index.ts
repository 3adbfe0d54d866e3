/** The vendor games lobby. */
export { gamesRoutes } from './games.routes.js';
export { vendorGroups } from './games.service.js';
