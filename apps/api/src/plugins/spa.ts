import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@sorteo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { resolveMerchant } from '../modules/merchants/index.js';
import { bootData, type BootData } from '../modules/system/index.js';
import { isApiPath } from './prefixes.js';
import { renderDocument } from './spa-document.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The document carries this visitor's start-up data (their IP among it): no shared caches.
const DOCUMENT_CACHE = 'private, no-cache';

/**
 * Serves the built web app and falls back to index.html for history-mode routes. Without a
 * build the API still runs, and every unknown path answers a JSON 404.
 */
export async function spaPlugin(app: FastifyInstance, config: Config): Promise<void> {
  const indexPath = join(config.webDist, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;

  // The brand the page's own calls resolve to: no Merchant header yet, so the host decides.
  async function bootFor(request: FastifyRequest): Promise<BootData | null> {
    const { merchant } = await resolveMerchant(app.db, {
      code: null,
      host: request.headers.host ?? null,
      defaultCode: config.defaultMerchant,
    });
    if (!merchant) return null;
    return bootData(app.db, app.catalogue, merchant, {
      ip: request.clientIp,
      country: request.country,
    });
  }

  async function sendDocument(request: FastifyRequest, reply: FastifyReply, html: string) {
    const pathname = request.url.split('?')[0] ?? '/';
    // Without boot data the page asks the API itself, which reports any problem properly.
    const boot = await bootFor(request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'start-up data for the page could not be read');
      return null;
    });
    return reply
      .header('cache-control', DOCUMENT_CACHE)
      .type('text/html; charset=utf-8')
      .send(renderDocument(html, pathname, boot));
  }

  if (template !== null) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: true,
      index: false,
      // The web build writes .br and .gz beside each file; send them to clients that accept them.
      preCompressed: true,
      // File names under /assets carry a content hash; the rest is revalidated within the hour.
      setHeaders: (res, path) => {
        const rel = path.slice(config.webDist.length).replaceAll('\\', '/');
        if (rel.startsWith('/assets/')) res.header('cache-control', IMMUTABLE);
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
    for (const url of ['/', '/index.html']) {
      app.get(url, { schema: { hide: true } }, (request, reply) =>
        sendDocument(request, reply, template),
      );
    }
  } else {
    app.log.warn({ webDist: config.webDist }, 'no built web app found; serving the API only');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // `/register.html` is a route of the app; `/assets/x.js` missing is a real miss.
    const ext = extname(path);
    if (template !== null && isPage && !isApiPath(path) && (ext === '' || ext === '.html')) {
      return sendDocument(request, reply, template);
    }
    return reply.status(404).send({
      success: false,
      code: ErrorCode.RouteNotFound,
      message: `Route ${request.method} ${path} not found`,
    });
  });
}
