import { endpoint } from './endpoint.js';
import { gamesRoutes as routes } from './games-routes.js';
import { vendorGroupsSchema } from './system.js';

/** The games lobby under /wps (public): the vendors of each game category. */
export const gamesEndpoints = {
  vendors: endpoint({
    route: routes.vendors,
    summary: 'Game categories that have vendors, with their vendors (side menu)',
    tags: ['games'],
    response: vendorGroupsSchema,
  }),
};
