import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@sorteo/shared';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { AppError } from '../lib/errors.js';

/**
 * The WebSocket origin of the site's public address. `'self'` already covers a socket to
 * the page's own host (CSP level 3); naming it keeps browsers that predate that working.
 */
function socketOrigin(publicUrl: string | null): string[] {
  if (!publicUrl) return [];
  const url = new URL(publicUrl);
  return [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
}

/**
 * What the built SPA needs: its own files, the analytics tag, images from any https CDN, and
 * frames from the game vendors' hosts only (`frameSources`).
 */
export const spaCsp = (publicUrl: string | null, frameSources: readonly string[] = []) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: [
    "'self'",
    ...socketOrigin(publicUrl),
    'https://*.google-analytics.com',
    'https://www.googletagmanager.com',
  ],
  fontSrc: ["'self'", 'data:'],
  frameSrc: ["'self'", ...frameSources],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
});

type Middleware = ReturnType<typeof helmet>;

/** The headers a helmet middleware sets, read by running it once against a recording answer. */
export function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  middleware({} as never, recorder as never, (error?: unknown) => (failed = error));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

/**
 * The game vendors' hosts for the CSP's `frame-src`: the same array as long as they are
 * unchanged, a promise while they are read.
 */
export type FrameSources = () => readonly string[] | Promise<readonly string[]>;

export async function securityPlugin(
  app: FastifyInstance,
  config: Config,
  frameSources: FrameSources,
): Promise<void> {
  const headersFor = (sources: readonly string[]) =>
    headersOf(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: spaCsp(config.recovery.publicUrl, sources),
        },
      }),
    );
  // Built once per set of frame sources: the headers are the same for every answer until a
  // vendor's hosts change. They go into the reply's own header list, so Node writes them
  // with the rest in one pass (helmet's per-request middleware chain and setHeader calls
  // were a few per cent of a busy server's time).
  let built: { sources: readonly string[] | null; headers: Record<string, string> } = {
    sources: null,
    headers: headersFor([]),
  };
  const securityHeaders = (sources: readonly string[]) => {
    if (sources !== built.sources) built = { sources, headers: headersFor(sources) };
    return built.headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    const sources = frameSources();
    if (!(sources instanceof Promise)) {
      reply.headers(securityHeaders(sources));
      done();
      return;
    }
    sources.then(
      (read) => {
        reply.headers(securityHeaders(read));
        done();
      },
      (error: unknown) => {
        // Fallback: the headers built last ('self' alone before any read succeeded).
        request.log.warn({ err: error }, "the game vendors' frame hosts could not be read");
        reply.headers(built.headers);
        done();
      },
    );
  });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    ...(redis ? { redis, nameSpace: 'sorteo-rl:' } : {}),
    // A Redis outage must not take the site down with it.
    skipOnError: true,
    keyGenerator: (request) => request.clientIp || request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, ErrorCode.RateLimited, `Too many requests; retry in ${context.after}`),
  });
}
