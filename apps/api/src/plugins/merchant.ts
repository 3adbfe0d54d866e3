import { ErrorCode } from '@sorteo/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import { AppError } from '../lib/errors.js';
import { resolveMerchant, type Merchant } from '../modules/merchants/index.js';
import { isPlayerApi } from './prefixes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every player-facing route; null elsewhere. */
    merchant: Merchant | null;
  }
}

export function merchantPlugin(app: FastifyInstance, db: Db, config: Config): void {
  app.decorateRequest('merchant', null);
  app.addHook('onRequest', async (request) => {
    if (!isPlayerApi(request.routeOptions.url)) return;
    const header = request.headers['merchant'];
    const code = (Array.isArray(header) ? header[0] : header)?.trim() || null;
    const { merchant, fromHeader } = await resolveMerchant(db, {
      code,
      host: request.headers.host ?? null,
      defaultCode: config.defaultMerchant,
    });
    if (!merchant) {
      throw new AppError(
        400,
        ErrorCode.MerchantUnknown,
        fromHeader ? `Unknown merchant "${code}"` : 'No merchant is configured for this site',
      );
    }
    request.merchant = merchant;
  });
}

/** The request's merchant; only call on player-facing routes. */
export function merchantOf(request: { merchant: Merchant | null }): Merchant {
  if (!request.merchant) throw new Error('merchant not resolved for this route');
  return request.merchant;
}
