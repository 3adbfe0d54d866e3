import { stepUpEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { merchantOf } from '../../plugins/merchant.js';
import { smsGatewayOf } from '../phone/index.js';
import { sendStepUpSms, verifyStepUp } from './step-up.service.js';

const originOf = (request: FastifyRequest) => ({
  ip: request.clientIp,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

/** The second factor of a password login from a new address (docs/step-up-and-social.md). */
export const verifyRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const gateway = smsGatewayOf(config.phone);

  // The answer carries a session token; no cache may keep it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  endpointRoute(app, calls.sendStepUpSms, {}, ({ body }, request) =>
    sendStepUpSms(db, gateway, merchantOf(request), body.ticket, originOf(request)),
  );

  endpointRoute(app, calls.verifyStepUp, {}, ({ body }, request) =>
    verifyStepUp(db, config.stepUp.totpEncryptionKey, merchantOf(request), body, originOf(request)),
  );
};
