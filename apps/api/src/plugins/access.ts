import { ErrorCode } from '@sorteo/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.js';
import { AppError } from '../lib/errors.js';
import { decideAccess } from '../modules/merchants/index.js';
import { isPlayerApi } from './prefixes.js';

/**
 * These answer blocked visitors too: the first two are how the site learns it is blocked;
 * a payment gateway's callback is signed server-to-server traffic from wherever the
 * gateway runs, and money already paid must be credited during maintenance too.
 */
const open = new Set([
  '/wps/system/status',
  '/wps/system/permission',
  '/wps/payments/callback/:gateway',
]);

export function accessPlugin(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!isPlayerApi(route) || open.has(route) || !request.merchant) return;
    const decision = await decideAccess(db, request.merchant, {
      ip: request.clientIp,
      country: request.country,
    });
    if (decision.maintenance) {
      throw new AppError(503, ErrorCode.Maintenance, 'The site is under maintenance');
    }
    if (decision.restricted) {
      throw new AppError(
        403,
        ErrorCode.RegionRestricted,
        'Access from your location is restricted',
      );
    }
  });
}
