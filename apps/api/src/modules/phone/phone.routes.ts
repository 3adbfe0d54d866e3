import {
  noLoginSmsRequestSchema,
  phoneResetRequestSchema,
  registerSmsAnswerSchema,
  registerSmsRequestSchema,
  sessionGrantSchema,
  smsSentSchema,
} from '@sorteo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { merchantOf } from '../../plugins/merchant.js';
import { phoneAuthRoutes } from './phone-auth.routes.js';
import { adoptPhoneVerification } from './phone-verification-mode.js';
import { resetPasswordByPhone } from './phone-reset.service.js';
import { smsGatewayOf } from './sms-gateway.js';
import { sendNoLoginCode, sendRegistrationCode, type SmsClient } from './sms-requests.service.js';
import { readerLanguage } from '../../lib/reader-language.js';

const tags = ['phone'];

const clientOf = (request: FastifyRequest): SmsClient => ({
  ip: request.clientIp,
  language: readerLanguage(request.headers['accept-language'], merchantOf(request)),
});

export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  adoptPhoneVerification(config.phone.verification);
  const gateway = smsGatewayOf(config.phone);

  // Codes and tokens travel in these answers; no cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  for (const variant of ['username', 'mobile'] as const) {
    app.post(
      variant === 'mobile'
        ? '/wps/verification/sms/register/mobile'
        : '/wps/verification/sms/register',
      {
        schema: {
          tags,
          summary:
            variant === 'mobile'
              ? 'Texts a registration code to a number not yet registered (MOBILENUMREG3)'
              : 'Texts the code a username registration needs (REGMOBVERF3)',
          body: registerSmsRequestSchema,
          response: replies(registerSmsAnswerSchema),
        },
      },
      async (request) =>
        ok(
          await sendRegistrationCode(
            db,
            gateway,
            merchantOf(request),
            request.body,
            variant,
            clientOf(request),
          ),
        ),
    );
  }

  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags,
        summary:
          "Texts a sign-in (MOBILEVERCODELOGIN3) or password reset (CHNGPASSVERIF3) code to a member's number",
        body: noLoginSmsRequestSchema,
        response: replies(smsSentSchema),
      },
    },
    async (request) =>
      ok(await sendNoLoginCode(db, gateway, merchantOf(request), request.body, clientOf(request))),
  );

  app.post(
    '/wps/member/password/verification',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Resets the password with an SMS code and signs the member in (CHNGPASSVERIF3)',
        body: phoneResetRequestSchema,
        response: replies(sessionGrantSchema),
      },
    },
    async (request) =>
      ok(
        await resetPasswordByPhone(db, merchantOf(request), request.body, {
          ip: request.clientIp,
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        }),
      ),
  );

  if (config.phone.verification === 'firebase' && config.phone.phoneAuth.provider === 'sandbox') {
    await app.register(phoneAuthRoutes, { gateway });
  }
};
