import { systemEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route.js';
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

export const systemRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const visitor = (request: { clientIp: string; country: string | null }) => ({
    ip: request.clientIp,
    country: request.country,
  });

  endpointRoute(app, calls.status, {}, async (_input, request) => {
    const access = await decideAccess(db, merchantOf(request), visitor(request));
    return { systemStatus: access.systemStatus, location: visitor(request) };
  });

  endpointRoute(app, calls.permission, {}, async ({ query }, request) => {
    let merchant = merchantOf(request);
    // The page's own host picks the brand when the client sends no Merchant header.
    if (query.url && !request.headers['merchant']) {
      const host = normalizeHost(query.url.replace(/^[a-z]+:\/\//i, '').split('/')[0] ?? '');
      const byUrl = await resolveMerchant(db, { code: null, host, defaultCode: merchant.code });
      merchant = byUrl.merchant ?? merchant;
    }
    return permission(db, merchant, visitor(request));
  });

  endpointRoute(app, calls.whitelabel, {}, async (_input, request) =>
    whitelabelTree(await loadSettings(db, merchantOf(request).id)),
  );

  endpointRoute(app, calls.domainRoutes, {}, (_input, request) =>
    domainRoutes(db, merchantOf(request).id),
  );

  endpointRoute(app, calls.helpCenter, {}, (_input, request) => {
    const merchant = merchantOf(request);
    const language = readerLanguage(request.headers['accept-language'], merchant);
    return helpCenter(db, merchant.id, language);
  });

  endpointRoute(app, calls.registerSettings, {}, async (_input, request) => {
    const merchant = merchantOf(request);
    return registerSettings(merchant, await loadSettings(db, merchant.id));
  });

  endpointRoute(app, calls.fieldRules, {}, (_input, request) =>
    fieldRules(db, merchantOf(request).id),
  );
};
