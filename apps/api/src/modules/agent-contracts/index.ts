/** Agent contracts: salaries and dividends by tiers, offered down the upline chain. */
export { agentContractsAdminRoutes } from './contracts-admin.routes.js';
export { agentContractsRoutes } from './contracts.routes.js';
export { contractOfferExpiryJob } from './contracts-jobs.js';
export { agentPayoutJob } from './payouts-job.js';
