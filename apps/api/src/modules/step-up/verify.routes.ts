import {
  sessionGrantSchema,
  smsSentSchema,
  stepUpSmsRequestSchema,
  stepUpVerifyRequestSchema,
} from '@sorteo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { merchantOf } from '../../plugins/merchant.js';
import { smsGatewayOf } from '../phone/index.js';
import { sendStepUpSms, verifyStepUp } from './step-up.service.js';

const tags = ['members'];

const originOf = (request: FastifyRequest) => ({
  ip: request.clientIp,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

/** The second factor of a password login from a new address (docs/step-up-and-social.md). */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const gateway = smsGatewayOf(config.phone);

  // The answer carries a session token; no cache may keep it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/wps/session/login/verify/sms',
    {
      schema: {
        tags,
        summary: 'Texts a code to the bound mobile of a login waiting for verification',
        body: stepUpSmsRequestSchema,
        response: replies(smsSentSchema),
      },
    },
    async (request) =>
      ok(
        await sendStepUpSms(
          db,
          gateway,
          merchantOf(request),
          request.body.ticket,
          originOf(request),
        ),
      ),
  );

  app.post(
    '/wps/session/login/verify',
    {
      schema: {
        tags,
        summary: 'Finishes a login from a new address with an SMS or authenticator code',
        body: stepUpVerifyRequestSchema,
        response: replies(sessionGrantSchema),
      },
    },
    async (request) =>
      ok(
        await verifyStepUp(
          db,
          config.stepUp.totpEncryptionKey,
          merchantOf(request),
          request.body,
          originOf(request),
        ),
      ),
  );
};
