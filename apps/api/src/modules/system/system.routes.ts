import {
  domainRoutesSchema,
  fieldRulesSchema,
  helpCenterSchema,
  permissionSchema,
  registerSettingsSchema,
  systemStatusSchema,
  whitelabelNodeSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { merchantOf } from '../../plugins/merchant.js';
import { helpCenter } from '../content/index.js';
import {
  decideAccess,
  domainRoutes,
  fieldRules,
  loadSettings,
  normalizeHost,
  registerSettings,
  resolveMerchant,
  whitelabelTree,
} from '../merchants/index.js';
import { permission } from './system.service.js';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const visitor = (request: { clientIp: string; country: string | null }) => ({
    ip: request.clientIp,
    country: request.country,
  });

  app.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary: 'Site status for this visitor: 0 normal, 1 maintenance, 2 region restricted',
        response: replies(systemStatusSchema),
      },
    },
    async (request) => {
      const access = await decideAccess(db, merchantOf(request), visitor(request));
      return ok({ systemStatus: access.systemStatus, location: visitor(request) });
    },
  );

  app.get(
    '/wps/system/permission',
    {
      schema: {
        tags,
        summary: 'Brand, registration, resources, analytics, CDNs, location and access state',
        querystring: z.object({ url: z.string().trim().max(255).optional() }),
        response: replies(permissionSchema),
      },
    },
    async (request) => {
      let merchant = merchantOf(request);
      // The page's own host picks the brand when the client sends no Merchant header.
      if (request.query.url && !request.headers['merchant']) {
        const host = normalizeHost(
          request.query.url.replace(/^[a-z]+:\/\//i, '').split('/')[0] ?? '',
        );
        const byUrl = await resolveMerchant(db, { code: null, host, defaultCode: merchant.code });
        merchant = byUrl.merchant ?? merchant;
      }
      return ok(await permission(db, merchant, visitor(request)));
    },
  );

  app.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags,
        summary: 'Settings tree: every modId with enabled "1" or "0" and its children',
        response: replies(z.array(whitelabelNodeSchema)),
      },
    },
    async (request) => ok(whitelabelTree(await loadSettings(db, merchantOf(request).id))),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      schema: {
        tags,
        summary: 'Alternative domains (speed routes)',
        response: replies(domainRoutesSchema),
      },
    },
    async (request) => ok(await domainRoutes(db, merchantOf(request).id)),
  );

  app.get(
    '/wps/system/helpCenter',
    { schema: { tags, summary: 'Help articles by category', response: replies(helpCenterSchema) } },
    async (request) => {
      const merchant = merchantOf(request);
      const language = readerLanguage(request.headers['accept-language'], merchant);
      return ok(await helpCenter(db, merchant.id, language));
    },
  );

  app.get(
    '/wps/system/setting/register',
    {
      schema: { tags, summary: 'Registration switches', response: replies(registerSettingsSchema) },
    },
    async (request) => {
      const merchant = merchantOf(request);
      return ok(registerSettings(merchant, await loadSettings(db, merchant.id)));
    },
  );

  app.get(
    '/wps/system/regValidata',
    { schema: { tags, summary: 'Registration field rules', response: replies(fieldRulesSchema) } },
    async (request) => ok(await fieldRules(db, merchantOf(request).id)),
  );
};
