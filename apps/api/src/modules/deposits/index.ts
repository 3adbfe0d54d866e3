/** Deposits: payment methods, requests, gateway callbacks, review and commands. */
export { seedDemoPaymentMethods } from './demo-payment-methods.js';
export { depositsAdminRoutes } from './deposits-admin.routes.js';
export { depositCommands } from './deposits.commands.js';
export { depositsRoutes } from './deposits.routes.js';
export { gatewayCallbackRoutes } from './gateway-callback.routes.js';
