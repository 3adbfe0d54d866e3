/** The games lobby: vendors, the catalogue, favourites and recent games. */
export { seedBulkLibrary, seedDemoGames } from './demo-catalogue.js';
export { CATALOGUE_NOTICES, GameCatalogue } from './game-catalogue.js';
export { gameArtRoutes } from './game-art.routes.js';
export { gamesRoutes } from './games.routes.js';
export { vendorGroups } from './games.service.js';
export { findVendor, framingVendors } from './catalogue.repo.js';
export type { VendorRecord } from './catalogue.repo.js';
export type { CatalogueGame, MerchantCatalogue } from './merchant-catalogue.js';
export { recordLaunch } from './favourites.repo.js';
export { catalogueOf } from './games.service.js';
export { vendorFrameSources, vendorLink } from './vendor-links.js';
export type { VendorLink } from './vendor-links.js';
export { catalogueSyncJob } from './catalogue-sync.job.js';
export { gamesAdminRoutes } from './games-admin.routes.js';
