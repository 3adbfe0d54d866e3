import { recoveryEndpoints as calls } from '@sorteo/shared';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { merchantOf } from '../../plugins/merchant.js';
import { memberOf, memberSecurity, requireMember } from '../../plugins/member-session.js';
import { changePassword } from './change-password.service.js';
import { requestEmailReset } from './email-reset.service.js';
import { freePlay } from './free-play.service.js';
import { createMailer } from './mail/mailer.js';
import { resetByLink, resetLinkStatus } from './reset-by-link.service.js';

const originOf = (request: FastifyRequest) => ({
  ip: request.clientIp,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

export const recoveryRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const encrypted = { config: { encrypted: true } };
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
    endpointRoute(scope, calls.emailReset, {}, async ({ body }, request) => {
      await requestEmailReset({ db, mailer, origin }, merchantOf(request), body, {
        ip: request.clientIp,
        host: request.headers.host ?? null,
      });
      return null;
    });
  });

  endpointRoute(app, calls.resetLink, {}, ({ query }, request) =>
    resetLinkStatus(db, merchantOf(request), query.token),
  );

  endpointRoute(app, calls.resetByLink, encrypted, async ({ body }, request) => {
    await resetByLink(db, merchantOf(request), body, request.clientIp);
    return null;
  });

  endpointRoute(
    app,
    calls.changePassword,
    { ...encrypted, preHandler: requireMember(app.sessions), security: memberSecurity },
    async ({ body }, request) => {
      await changePassword(db, merchantOf(request), memberOf(request), body, request.clientIp);
      return null;
    },
  );

  endpointRoute(app, calls.freePlay, encrypted, ({ body }, request) =>
    freePlay(db, merchantOf(request), body, originOf(request)),
  );
};
