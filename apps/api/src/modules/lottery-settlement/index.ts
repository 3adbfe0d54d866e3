/** Settling drawn lottery periods, and its jobs and operator tools. */
export { settlementAdminRoutes } from './settlement-admin.routes.js';
export { settlementJobs } from './settlement-jobs.js';
export { settlePeriod } from './settlement.service.js';
