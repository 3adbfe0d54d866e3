import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { resolveClientIp } from '../lib/client-ip.js';
import { countryOf } from '../lib/geo.js';
import { ipMatcher } from '../lib/ip.js';

declare module 'fastify' {
  interface FastifyRequest {
    clientIp: string;
    country: string | null;
  }
}

export function clientIpPlugin(app: FastifyInstance, config: Config): void {
  const isTrusted = ipMatcher(config.trustedProxies);
  app.decorateRequest('clientIp', '');
  app.decorateRequest('country', null);
  app.addHook('onRequest', async (request) => {
    request.clientIp = resolveClientIp(
      request.socket.remoteAddress ?? '',
      request.headers['x-forwarded-for'],
      isTrusted,
    );
    request.country = countryOf(request.clientIp);
  });
}
