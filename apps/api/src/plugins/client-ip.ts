import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
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

type Visitor = { header: string | undefined; ip: string; country: string | null };

export function clientIpPlugin(app: FastifyInstance, config: Config): void {
  const isTrusted = ipMatcher(config.trustedProxies);
  app.decorateRequest('clientIp', '');
  app.decorateRequest('country', null);
  // A kept-alive connection asks again with the same peer and, mostly, the same header:
  // its last answer is kept on the socket (parsing addresses was a few per cent of a busy
  // server's time).
  const lastOf = new WeakMap<Socket, Visitor>();
  app.addHook('onRequest', (request, _reply, done) => {
    const forwardedFor = request.headers['x-forwarded-for'];
    const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
    let visitor = lastOf.get(request.socket);
    if (!visitor || visitor.header !== header) {
      const ip = resolveClientIp(request.socket.remoteAddress ?? '', header, isTrusted);
      visitor = { header, ip, country: countryOf(ip) };
      lastOf.set(request.socket, visitor);
    }
    request.clientIp = visitor.ip;
    request.country = visitor.country;
    done();
  });
}
