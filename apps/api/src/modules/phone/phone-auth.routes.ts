import {
  phoneAuthSendRequestSchema,
  phoneAuthTokenSchema,
  phoneAuthVerifyRequestSchema,
  registerSmsAnswerSchema,
  smsLimits,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
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

  app.post(
    '/wps/verification/phone-auth/send',
    {
      schema: {
        tags,
        summary: 'Texts a phone-auth code (slider bot token of purpose sms)',
        body: phoneAuthSendRequestSchema,
        response: replies(registerSmsAnswerSchema),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const now = new Date();
      await spendSmsBotToken(db, merchant.id, request.body.botToken, now);
      const to = { dialingCode: request.body.countryDialingCode, number: request.body.mobileNo };
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
      return ok({ expiredMinutes: smsLimits.expiredMinutes });
    },
  );

  app.post(
    '/wps/verification/phone-auth/verify',
    {
      schema: {
        tags,
        summary: 'Trades a phone-auth code for an ID token (RS256, Firebase claims)',
        body: phoneAuthVerifyRequestSchema,
        response: replies(phoneAuthTokenSchema),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const to = { dialingCode: request.body.countryDialingCode, number: request.body.mobileNo };
      await checkCode(db, {
        merchantId: merchant.id,
        to,
        purpose: 'phoneAuth',
        code: request.body.code,
        ip: request.clientIp,
        field: 'code',
      });
      return ok({ idToken: await issuer.sign(to), expiresIn: SANDBOX_TOKEN_SECONDS });
    },
  );

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
