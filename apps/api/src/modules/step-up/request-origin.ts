import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveMerchant, type Merchant } from '../merchants/index.js';
import { siteOrigin } from '../recovery/index.js';

/**
 * The origin of the site a browser is on: PUBLIC_URL, else the merchant domain (or the
 * machine itself in development) the request came through. Redirect URIs and sandbox
 * issuers are built on it, so it never takes an arbitrary Host header.
 */
export async function requestOrigin(
  app: FastifyInstance,
  request: FastifyRequest,
  merchant?: Merchant,
): Promise<string> {
  const host = request.headers.host ?? null;
  const site =
    merchant ??
    (await resolveMerchant(app.db, { code: null, host, defaultCode: app.config.defaultMerchant }))
      .merchant;
  const settings = { publicUrl: app.config.recovery.publicUrl, port: app.config.port };
  return siteOrigin(app.db, site ?? { id: -1 }, host, settings);
}
