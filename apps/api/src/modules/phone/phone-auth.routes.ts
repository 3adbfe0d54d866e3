import { phoneEndpoints as calls, smsLimits } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { merchantOf } from '../../plugins/merchant.js';
import { spendSmsBotToken } from './bot-check.js';
import { SANDBOX_TOKEN_SECONDS } from './phone-auth-sandbox.js';
import { phoneAuthOf } from './phone-proof.service.js';
import type { SmsGateway } from './sms-gateway.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { checkCode, sendCode } from './verification-codes.service.js';

const tags = ['phone-auth sandbox'];

const jwkSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/**
 * The sandbox of the third-party phone-auth service (PHONE_VERIFICATION=firebase with
 * PHONE_AUTH_PROVIDER=sandbox): texts a code through the SMS gateway and trades it for an ID
 * token shaped like Firebase's, which registration checks with the same verifier.
 */
export const phoneAuthRoutes: FastifyPluginAsyncZod<{ gateway: SmsGateway }> = async (
  app,
  { gateway },
) => {
  const { db, config } = app;
  const issuer = phoneAuthOf(config.phone, db).sandbox!;

  endpointRoute(app, calls.phoneAuthSend, {}, async ({ body }, request) => {
    const merchant = merchantOf(request);
    const now = new Date();
    await spendSmsBotToken(db, merchant.id, body.botToken, now);
    const to = { dialingCode: body.countryDialingCode, number: body.mobileNo };
    await sendCode(
      db,
      gateway,
      {
        merchant,
        to,
        purpose: 'phoneAuth',
        ip: request.clientIp,
        language: readerLanguage(request.headers['accept-language'], merchant),
        numberField: 'mobileNo',
      },
      now,
    );
    return { expiredMinutes: smsLimits.expiredMinutes };
  });

  endpointRoute(app, calls.phoneAuthVerify, {}, async ({ body }, request) => {
    const merchant = merchantOf(request);
    const to = { dialingCode: body.countryDialingCode, number: body.mobileNo };
    await checkCode(db, {
      merchantId: merchant.id,
      to,
      purpose: 'phoneAuth',
      code: body.code,
      ip: request.clientIp,
      field: 'code',
    });
    return { idToken: await issuer.sign(to), expiresIn: SANDBOX_TOKEN_SECONDS };
  });

  app.get(
    '/wps/verification/phone-auth/jwks',
    {
      schema: {
        tags,
        summary: "The sandbox issuer's public keys (JWKS)",
        response: { 200: jwkSchema },
      },
    },
    async () => issuer.jwks(),
  );
};
