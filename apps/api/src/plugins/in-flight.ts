import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no handler is running, or after `timeoutMs`; answers how many were left. */
    drainRequests: (timeoutMs: number) => Promise<number>;
  }
}

/**
 * Counts requests whose handling has not finished. A client that hangs up does not stop its
 * handler, and Fastify then skips onResponse; onSend still runs once the handler answers,
 * so the count is taken down there. Shutdown waits on it before closing the database.
 * A WebSocket upgrade hands its socket over and never sends a reply: it is not counted
 * (the socket hub closes live sockets on shutdown).
 */
export function inFlightPlugin(app: FastifyInstance): void {
  let running = 0;
  let idle: (() => void)[] = [];
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isUpgrade(request)) running += 1;
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!isUpgrade(request)) {
      running -= 1;
      if (running === 0) {
        for (const resolve of idle) resolve();
        idle = [];
      }
    }
    done(null, payload);
  });
  app.decorate('drainRequests', (timeoutMs: number) => {
    if (running === 0) return Promise.resolve(0);
    return new Promise<number>((resolve) => {
      const timer = setTimeout(() => resolve(running), timeoutMs);
      idle.push(() => {
        clearTimeout(timer);
        resolve(0);
      });
    });
  });
}

const isUpgrade = (request: FastifyRequest) =>
  request.headers.upgrade?.toLowerCase() === 'websocket';
