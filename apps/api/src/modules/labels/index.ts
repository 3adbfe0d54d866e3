/** Club and VIP labels that operators give members. */
export { labelsAdminRoutes } from './labels.routes.js';
export { vipLabelNames } from './member-labels.service.js';
