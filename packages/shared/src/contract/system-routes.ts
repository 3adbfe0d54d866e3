import type { z } from 'zod';
import { route } from './route.js';
import type {
  Permission,
  permissionQuerySchema,
  SystemStatusValue,
  WhitelabelNode,
} from './system.js';

/** The routes of `systemEndpoints` the first page calls, without zod or the schemas. */
export const systemRoutes = {
  status: route<{ response: SystemStatusValue }>()('GET', '/wps/system/status'),
  permission: route<{
    query: z.input<typeof permissionQuerySchema>;
    response: Permission;
  }>()('GET', '/wps/system/permission'),
  whitelabel: route<{ response: WhitelabelNode[] }>()('GET', '/wps/system/whitelabel'),
};
