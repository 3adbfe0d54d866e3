import {
  changePasswordRequestSchema,
  emailResetRequestSchema,
  freePlayRequestSchema,
  resetByLinkRequestSchema,
  resetLinkQuerySchema,
  resetLinkStatusSchema,
  sessionGrantSchema,
} from '@sorteo/shared';
import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
import { merchantOf } from '../../plugins/merchant.js';
import { memberOf, memberSecurity, requireMember } from '../../plugins/member-session.js';
import { changePassword } from './change-password.service.js';
import { requestEmailReset } from './email-reset.service.js';
import { freePlay } from './free-play.service.js';
import { createMailer } from './mail/mailer.js';
import { resetByLink, resetLinkStatus } from './reset-by-link.service.js';

const tags = ['recovery'];

const originOf = (request: FastifyRequest) => ({
  ip: request.clientIp,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const signedIn = requireMember(db);
  const mailer = createMailer(config.recovery, db);
  const origin = { publicUrl: config.recovery.publicUrl, port: config.port };
  app.addHook('onClose', async () => mailer.close());

  // Tokens and reset links travel in these answers; no cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // The spec makes this one call a form; no other route parses form bodies.
  await app.register(async (scope) => {
    await scope.register(formbody);
    const form = scope.withTypeProvider<ZodTypeProvider>();
    form.post(
      '/wps/member/password/email',
      {
        schema: {
          tags,
          summary: 'Mails a single-use password reset link (form-urlencoded username and e-mail)',
          body: emailResetRequestSchema,
          response: replies(z.null()),
        },
      },
      async (request) => {
        await requestEmailReset({ db, mailer, origin }, merchantOf(request), request.body, {
          ip: request.clientIp,
          host: request.headers.host ?? null,
        });
        return ok(null);
      },
    );
  });

  app.get(
    '/wps/member/password/reset',
    {
      schema: {
        tags,
        summary: 'Whether a reset link still works, and for which account',
        querystring: resetLinkQuerySchema,
        response: replies(resetLinkStatusSchema),
      },
    },
    async (request) => ok(await resetLinkStatus(db, merchantOf(request), request.query.token)),
  );

  app.post(
    '/wps/member/password/reset',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Sets a new password through a reset link and signs every session out',
        body: resetByLinkRequestSchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      await resetByLink(db, merchantOf(request), request.body, request.clientIp);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password',
    {
      preHandler: signedIn,
      config: { encrypted: true },
      schema: {
        tags,
        summary: "Changes the signed-in member's password; every other session is signed out",
        security: memberSecurity,
        body: changePasswordRequestSchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      await changePassword(
        db,
        merchantOf(request),
        memberOf(request),
        request.body,
        request.clientIp,
      );
      return ok(null);
    },
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Opens a trial account (type 4) and signs it in, when free play is on',
        body: freePlayRequestSchema,
        response: replies(sessionGrantSchema),
      },
    },
    async (request) => ok(await freePlay(db, merchantOf(request), request.body, originOf(request))),
  );
};
