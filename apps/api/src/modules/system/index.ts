/** The site's start-up data: boot data, status, permission and public settings. */
export { bootData } from './boot.service.js';
export type { BootData } from './boot.service.js';
export { systemRoutes } from './system.routes.js';
