import { route } from './route.js';
import type { Notice } from './system.js';

/** The routes of `noticesEndpoints` the first page calls, without zod or the schemas. */
export const noticesRoutes = {
  notice: route<{ response: Notice }>()('GET', '/wps/notice'),
};
