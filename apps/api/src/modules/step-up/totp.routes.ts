import { AccountType, ErrorCode, stepUpEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { AppError } from '../../lib/errors.js';
import { merchantOf } from '../../plugins/merchant.js';
import { memberOf, memberSecurity, requireMember } from '../../plugins/member-session.js';
import { confirmTotp, setupTotp, totpStatus, unbindTotp } from './totp.service.js';

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

export const totpRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const key = app.config.stepUp.totpEncryptionKey;
  const member = { preHandler: requireMember(app.sessions), security: memberSecurity };

  // The setup answer carries the secret; no cache may keep any of these.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  endpointRoute(app, calls.totpStatus, member, (_input, request) =>
    totpStatus(db, actorOf(request).memberId),
  );
  endpointRoute(app, calls.setupTotp, member, (_input, request) =>
    setupTotp(db, key, actorOf(request)),
  );
  endpointRoute(app, calls.confirmTotp, member, ({ body }, request) =>
    confirmTotp(db, key, actorOf(request), body.code),
  );
  endpointRoute(app, calls.unbindTotp, member, ({ body }, request) =>
    unbindTotp(db, key, actorOf(request), body.code),
  );
};
