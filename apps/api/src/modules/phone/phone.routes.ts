import { phoneEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { merchantOf } from '../../plugins/merchant.js';
import { phoneAuthRoutes } from './phone-auth.routes.js';
import { adoptPhoneVerification } from './phone-verification-mode.js';
import { resetPasswordByPhone } from './phone-reset.service.js';
import { smsGatewayOf } from './sms-gateway.js';
import { sendNoLoginCode, sendRegistrationCode, type SmsClient } from './sms-requests.service.js';
import { readerLanguage } from '../../lib/reader-language.js';

const clientOf = (request: FastifyRequest): SmsClient => ({
  ip: request.clientIp,
  language: readerLanguage(request.headers['accept-language'], merchantOf(request)),
});

export const phoneRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  adoptPhoneVerification(config.phone.verification);
  const gateway = smsGatewayOf(config.phone);

  // Codes and tokens travel in these answers; no cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  for (const variant of ['username', 'mobile'] as const) {
    const call = variant === 'mobile' ? calls.registerSmsMobile : calls.registerSms;
    endpointRoute(app, call, {}, ({ body }, request) =>
      sendRegistrationCode(db, gateway, merchantOf(request), body, variant, clientOf(request)),
    );
  }

  endpointRoute(app, calls.noLoginSms, {}, ({ body }, request) =>
    sendNoLoginCode(db, gateway, merchantOf(request), body, clientOf(request)),
  );

  endpointRoute(app, calls.resetByPhone, { config: { encrypted: true } }, ({ body }, request) =>
    resetPasswordByPhone(db, merchantOf(request), body, {
      ip: request.clientIp,
      userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    }),
  );

  if (config.phone.verification === 'firebase' && config.phone.phoneAuth.provider === 'sandbox') {
    await app.register(phoneAuthRoutes, { gateway });
  }
};
