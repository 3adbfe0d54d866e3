import {
  adminResourceSchema,
  analyticsSettingSchema,
  languagesInputSchema,
  languagesSchema,
  maintenanceSchema,
  modIdParamSchema,
  regionRuleSchema,
  resourceInputSchema,
  settingFlagUpdateSchema,
  whitelabelNodeSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
import {
  getAnalytics,
  getLanguages,
  getMaintenance,
  listAdminResources,
  listRegionRules,
  regionRuleWrites,
  resourceWrites,
  setAnalytics,
  setLanguages,
  setMaintenance,
  setSetting,
  settingsTree,
} from '../merchants/index.js';
import { authorize, Can, operatorOf, operatorSecurity as security } from '../operators/index.js';
import { registerOperatorResource, registerOperatorSetting } from './operator-routes.js';
import { maintenanceBody, regionRuleBody } from './region-rule-input.js';

export const configAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tree = replies(z.array(whitelabelNodeSchema));

  app.get(
    '/settings/whitelabel',
    { schema: { tags: ['admin: settings'], security, response: tree } },
    async (request) => ok(await settingsTree(db, operatorOf(request).merchantId)),
  );
  app.put(
    '/settings/whitelabel/:modId',
    {
      schema: {
        tags: ['admin: settings'],
        security,
        summary: 'Switch one flag of the settings tree',
        params: modIdParamSchema,
        body: settingFlagUpdateSchema,
        response: tree,
      },
    },
    async (request) =>
      ok(
        await setSetting(
          db,
          authorize(request, Can.editConfig),
          request.params.modId,
          request.body.enabled,
        ),
      ),
  );

  registerOperatorSetting(app, {
    path: '/maintenance',
    tag: 'admin: access',
    body: maintenanceBody,
    value: maintenanceSchema,
    writers: Can.editConfig,
    get: getMaintenance,
    set: setMaintenance,
    setSummary: 'Maintenance switch, message and the IPs/CIDRs that still get in',
  });

  registerOperatorSetting(app, {
    path: '/languages',
    tag: 'admin: settings',
    body: languagesInputSchema,
    value: languagesSchema,
    writers: Can.editConfig,
    get: getLanguages,
    set: setLanguages,
  });

  registerOperatorSetting(app, {
    path: '/settings/analytics',
    tag: 'admin: settings',
    body: analyticsSettingSchema,
    value: analyticsSettingSchema,
    writers: Can.editConfig,
    get: getAnalytics,
    set: setAnalytics,
    setSummary: 'The analytics tag id the site loads at start-up; null removes it',
  });

  registerOperatorResource(app, {
    path: '/region-rules',
    tag: 'admin: access',
    body: regionRuleBody,
    item: regionRuleSchema,
    writers: Can.editConfig,
    list: listRegionRules,
    ...regionRuleWrites,
  });

  registerOperatorResource(app, {
    path: '/resources',
    tag: 'admin: resources',
    body: resourceInputSchema,
    item: adminResourceSchema,
    writers: Can.editContent,
    list: listAdminResources,
    ...resourceWrites,
  });
};
