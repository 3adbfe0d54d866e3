import {
  AccountType,
  ErrorCode,
  totpCodeRequestSchema,
  totpSetupSchema,
  totpStatusSchema,
} from '@sorteo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { merchantOf } from '../../plugins/merchant.js';
import { memberOf, memberSecurity, requireMember } from '../../plugins/member-session.js';
import { confirmTotp, setupTotp, totpStatus, unbindTotp } from './totp.service.js';

const tags = ['security'];

/** The signed-in member as the TOTP service wants them; trial accounts have no security centre. */
function actorOf(request: FastifyRequest) {
  const member = memberOf(request);
  if (member.type === AccountType.Trial) {
    throw new AppError(403, ErrorCode.TrialAccount, 'Please register a real account first');
  }
  const merchant = merchantOf(request);
  return {
    merchantId: merchant.id,
    memberId: member.memberId,
    account: member.account,
    brand: merchant.name,
    ip: request.clientIp,
  };
}

export const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const key = app.config.stepUp.totpEncryptionKey;
  const preHandler = requireMember(db);
  const security = memberSecurity;

  // The setup answer carries the secret; no cache may keep any of these.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/wps/member/security/totp',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Whether the member has bound an authenticator app',
        response: replies(totpStatusSchema),
      },
    },
    async (request) => ok(await totpStatus(db, actorOf(request).memberId)),
  );

  app.post(
    '/wps/member/security/totp/setup',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'A new authenticator secret, pending until a code from it is confirmed',
        response: replies(totpSetupSchema),
      },
    },
    async (request) => ok(await setupTotp(db, key, actorOf(request))),
  );

  app.post(
    '/wps/member/security/totp/confirm',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Binds the pending authenticator with a code it shows',
        body: totpCodeRequestSchema,
        response: replies(totpStatusSchema),
      },
    },
    async (request) => ok(await confirmTotp(db, key, actorOf(request), request.body.code)),
  );

  app.delete(
    '/wps/member/security/totp',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Unbinds the authenticator; needs a current code from it',
        body: totpCodeRequestSchema,
        response: replies(totpStatusSchema),
      },
    },
    async (request) => ok(await unbindTotp(db, key, actorOf(request), request.body.code)),
  );
};
