import { ErrorCode } from '@sorteo/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DiagnosticsConfig } from '../config-sections/diagnostics.js';
import type { Db } from '../db/connection.js';
import { AppError } from '../lib/errors.js';
import { ipMatcher } from '../lib/ip.js';
import { operatorAuthHook } from '../modules/operators/index.js';

const isDiagnostics = (url: string) =>
  url === '/metrics' || url === '/docs' || url.startsWith('/docs/') || url.startsWith('/docs?');

/**
 * When restricted, `/docs` and `/metrics` answer only an allowed address or a request with
 * a live operator session; everyone else gets the 404 of a route that does not exist.
 */
export function diagnosticsAccessPlugin(
  app: FastifyInstance,
  db: Db,
  config: DiagnosticsConfig,
): void {
  if (!config.restricted) return;
  const allowed = ipMatcher(config.allow);
  const operatorSession = operatorAuthHook(db);
  const isOperator = async (request: FastifyRequest) => {
    if (!request.headers.authorization) return false;
    try {
      await operatorSession(request);
      return true;
    } catch {
      return false;
    }
  };
  const refuseUnlessAllowed = async (request: FastifyRequest) => {
    if (allowed(request.clientIp) || (await isOperator(request))) return;
    throw new AppError(
      404,
      ErrorCode.RouteNotFound,
      `Route ${request.method} ${request.url} not found`,
    );
  };
  // A plain hook: every other request passes at the cost of one comparison, no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isDiagnostics(request.url)) return done();
    refuseUnlessAllowed(request).then(() => done(), done);
  });
}
