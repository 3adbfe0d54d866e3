/** Transfers from an agent's wallet to a downline's. */
export { transfersRoutes } from './transfers.routes.js';
