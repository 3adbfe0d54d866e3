import { ErrorCode, membersEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { AppError } from '../../lib/errors.js';
import { merchantOf } from '../../plugins/merchant.js';
import { memberOf, memberSecurity, requireMember } from '../../plugins/member-session.js';
import { recordAuthEvent } from './auth-audit.repo.js';
import { loginBySms } from '../phone/index.js';
import { forgetSessionRememberTokens, loginByRememberToken } from '../recovery/index.js';
import { login } from './login.service.js';
import { memberInfo } from './member-info.service.js';
import { registerByMobile } from './mobile-registration.service.js';
import { register } from './registration.service.js';
import { endSession } from './sessions.service.js';

const originOf = (request: FastifyRequest) => ({
  ip: request.clientIp,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

export const membersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const member = { preHandler: requireMember(app.sessions), security: memberSecurity };
  const encrypted = { config: { encrypted: true } };

  // Tokens travel in these answers; no cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  endpointRoute(app, calls.register, encrypted, ({ body }, request) =>
    register(db, merchantOf(request), body, originOf(request), app.config.phone),
  );

  endpointRoute(app, calls.registerMobile, encrypted, ({ body }, request) =>
    registerByMobile(db, merchantOf(request), body, originOf(request), app.config.phone),
  );

  endpointRoute(app, calls.login, encrypted, async ({ body }, request) => {
    const merchant = merchantOf(request);
    const origin = originOf(request);
    switch (body.type) {
      case 'username':
        return login(db, merchant, body, origin);
      case 'sms':
        return loginBySms(db, merchant, body, origin);
      case 'remember':
        return loginByRememberToken(db, merchant, body, origin);
    }
  });

  endpointRoute(app, calls.logout, member, async (_input, request) => {
    const signedIn = memberOf(request);
    await endSession(db, signedIn);
    await forgetSessionRememberTokens(db, signedIn.sessionId);
    await recordAuthEvent(db, {
      merchantId: merchantOf(request).id,
      memberId: signedIn.memberId,
      event: 'logout',
      ip: request.clientIp,
      at: new Date(),
    });
    return null;
  });

  endpointRoute(app, calls.memberInfo, member, async (_input, request) => {
    const info = await memberInfo(db, memberOf(request).memberId);
    if (!info) throw new AppError(401, ErrorCode.Unauthorized, 'Not logged in, please login');
    return info;
  });
};
