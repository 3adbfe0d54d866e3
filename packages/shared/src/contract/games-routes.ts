import { route } from './route.js';
import type { VendorGroup } from './system.js';

/** The routes of `gamesEndpoints`, without zod or the schemas (the side menu calls them). */
export const gamesRoutes = {
  vendors: route<{ response: VendorGroup[] }>()('GET', '/wps/game/vendors'),
};
