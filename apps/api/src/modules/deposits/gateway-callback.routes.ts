import { ErrorCode } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
import { AppError, notFound } from '../../lib/errors.js';
import { applyGatewayCallback } from './gateway-callbacks.service.js';
import { SIGNATURE_HEADER } from './gateway-protocol.js';
import { configuredGateway } from './gateways.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received: signatures are computed over these bytes. */
    rawBody?: string;
  }
}

/**
 * Payment gateway callbacks (`notifyUrl`). The signature is checked over the raw body
 * before anything is read or written; a 2xx tells the gateway to stop resending.
 */
export const gatewayCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const gateway = configuredGateway(app.config);

  // JSON bodies of this plugin only keep their bytes for the signature check.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      request.rawBody = body as string;
      done(null, {});
    },
  );

  app.post(
    '/wps/payments/callback/:gateway',
    {
      schema: {
        tags: ['payments'],
        summary: 'A payment gateway reports the result of an order (signed)',
        params: z.object({ gateway: z.string().max(32) }),
        response: replies(z.object({ status: z.string() })),
      },
    },
    async (request) => {
      if (!gateway || gateway.code !== request.params.gateway) throw notFound('Gateway');
      const callback = gateway.verifyCallback(
        request.rawBody ?? '',
        request.headers[SIGNATURE_HEADER],
      );
      if (!callback) {
        throw new AppError(401, ErrorCode.GatewaySignatureInvalid, 'Signature does not match');
      }
      return ok(await applyGatewayCallback(db, gateway.code, callback, new Date()));
    },
  );
};
