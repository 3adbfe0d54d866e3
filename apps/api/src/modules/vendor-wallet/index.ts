/** Playing vendors' games: launches, the seamless wallet vendors call, and their rounds. */
export { launchRoutes } from './launch.routes.js';
export { vendorWalletRoutes } from './vendor-wallet.routes.js';
export { roundsRoutes } from './rounds.routes.js';
