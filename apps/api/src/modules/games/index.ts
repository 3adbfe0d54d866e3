/** The games lobby: vendors, the catalogue, favourites and recent games. */
export { seedDemoGames } from './demo-catalogue.js';
export { CATALOGUE_NOTICES, GameCatalogue } from './game-catalogue.js';
export { gameArtRoutes } from './game-art.routes.js';
export { gamesRoutes } from './games.routes.js';
export { vendorGroups } from './games.service.js';
