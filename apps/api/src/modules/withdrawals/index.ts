/** Withdrawals: receiving accounts, payment password, requests, review and jobs. */
export { verifyPaymentPassword } from './payment-password.service.js';
export { withdrawalJobs } from './withdrawal-jobs.js';
export { withdrawalsAdminRoutes } from './withdrawals-admin.routes.js';
export { withdrawalCommands } from './withdrawals.commands.js';
export { withdrawalsRoutes } from './withdrawals.routes.js';
