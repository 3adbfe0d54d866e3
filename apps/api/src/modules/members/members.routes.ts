import {
  ErrorCode,
  loginRequestSchema,
  memberInfoSchema,
  mobileRegisterGrantSchema,
  registerRequestSchema,
  sessionGrantSchema,
} from '@sorteo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
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

const tags = ['members'];

const originOf = (request: FastifyRequest) => ({
  ip: request.clientIp,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const signedIn = requireMember(db);

  // Tokens travel in these answers; no cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.put(
    '/wps/member/register',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary: "Registers by username under the merchant's field rules and signs the member in",
        body: registerRequestSchema,
        response: replies(sessionGrantSchema),
      },
    },
    async (request) =>
      ok(
        await register(db, merchantOf(request), request.body, originOf(request), app.config.phone),
      ),
  );

  app.put(
    '/wps/member/register/mobile',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary:
          'Registers by mobile number (SMS code or phone-auth token), generating the account name',
        body: registerRequestSchema,
        response: replies(mobileRegisterGrantSchema),
      },
    },
    async (request) =>
      ok(
        await registerByMobile(
          db,
          merchantOf(request),
          request.body,
          originOf(request),
          app.config.phone,
        ),
      ),
  );

  app.post(
    '/wps/session/login',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary:
          'Signs in by password (captcha after repeated failures), by SMS code or by remember token',
        body: loginRequestSchema,
        response: replies(sessionGrantSchema),
      },
    },
    async (request) => {
      const { body } = request;
      const merchant = merchantOf(request);
      const origin = originOf(request);
      switch (body.type) {
        case 'username':
          return ok(await login(db, merchant, body, origin));
        case 'sms':
          return ok(await loginBySms(db, merchant, body, origin));
        case 'remember':
          return ok(await loginByRememberToken(db, merchant, body, origin));
      }
    },
  );

  app.delete(
    '/wps/session/logout',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Revokes the session token',
        security: memberSecurity,
        response: replies(z.null()),
      },
    },
    async (request) => {
      const member = memberOf(request);
      await endSession(db, member);
      await forgetSessionRememberTokens(db, member.sessionId);
      await recordAuthEvent(db, {
        merchantId: merchantOf(request).id,
        memberId: member.memberId,
        event: 'logout',
        ip: request.clientIp,
        at: new Date(),
      });
      return ok(null);
    },
  );

  app.get(
    '/wps/member/info',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'The signed-in member: account, type, upline and labels',
        security: memberSecurity,
        response: replies(memberInfoSchema),
      },
    },
    async (request) => {
      const info = await memberInfo(db, memberOf(request).memberId);
      if (!info) throw new AppError(401, ErrorCode.Unauthorized, 'Not logged in, please login');
      return ok(info);
    },
  );
};
