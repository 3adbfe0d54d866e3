/**
 * Playing vendors' games: launches, the seamless wallet vendors call, the transfer wallet
 * Sorteo calls, and their rounds.
 */
export { launchRoutes } from './launch.routes.js';
export { vendorWalletRoutes } from './vendor-wallet.routes.js';
export { WalletLookups } from './wallet-lookups.js';
export { roundsRoutes } from './rounds.routes.js';
export { memberSetRounds } from './rounds.service.js';
export { transferWalletRoutes } from './transfer-wallet.routes.js';
export { transferResolveJob } from './transfer-resolve.job.js';
export { reconciliationJob } from './reconciliation.job.js';
export { reconciliationAdminRoutes } from './reconciliation-admin.routes.js';
