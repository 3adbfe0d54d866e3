import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { systemRoutes as routes } from './system-routes.js';
import {
  domainRoutesSchema,
  fieldRulesSchema,
  helpCenterSchema,
  permissionQuerySchema,
  permissionSchema,
  registerSettingsSchema,
  systemStatusSchema,
  whitelabelNodeSchema,
} from './system.js';

const tags = ['system'] as const;

/** What the site asks about itself under /wps/system, without a session. */
export const systemEndpoints = {
  status: endpoint({
    route: routes.status,
    summary: 'Site status for this visitor: 0 normal, 1 maintenance, 2 region restricted',
    tags,
    response: systemStatusSchema,
  }),
  permission: endpoint({
    route: routes.permission,
    summary: 'Brand, registration, resources, analytics, CDNs, location and access state',
    tags,
    query: permissionQuerySchema,
    response: permissionSchema,
  }),
  whitelabel: endpoint({
    route: routes.whitelabel,
    summary: 'Settings tree: every modId with enabled "1" or "0" and its children',
    tags,
    response: z.array(whitelabelNodeSchema),
  }),
  domainRoutes: endpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    summary: 'Alternative domains (speed routes)',
    tags,
    response: domainRoutesSchema,
  }),
  helpCenter: endpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    summary: 'Help articles by category',
    tags,
    response: helpCenterSchema,
  }),
  registerSettings: endpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    summary: 'Registration switches',
    tags,
    response: registerSettingsSchema,
  }),
  fieldRules: endpoint({
    method: 'GET',
    path: '/wps/system/regValidata',
    summary: 'Registration field rules',
    tags,
    response: fieldRulesSchema,
  }),
};
