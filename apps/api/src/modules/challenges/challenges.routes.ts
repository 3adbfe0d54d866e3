import {
  captchaSchema,
  challengeQuerySchema,
  ErrorCode,
  sliderChallengeSchema,
  sliderVerifyRequestSchema,
  sliderVerifyResultSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { merchantOf } from '../../plugins/merchant.js';
import { issueCaptcha } from './captcha.service.js';
import { issueSlider, verifySlider } from './slider.service.js';

const tags = ['challenges'];

export const challengesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // Every answer here is one of a kind; no cache may keep or share it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/wps/captcha',
    {
      schema: {
        tags,
        summary: 'A new captcha picture (PNG, base64) for one flow; one per second per client',
        querystring: challengeQuerySchema,
        response: replies(captchaSchema),
      },
    },
    async (request) =>
      ok(
        await issueCaptcha(db, {
          merchantId: merchantOf(request).id,
          purpose: request.query.purpose,
          clientIp: request.clientIp,
        }),
      ),
  );

  app.get(
    '/wps/botcheck/slider',
    {
      schema: {
        tags,
        summary: 'A new slider puzzle: picture with a hole, the piece, and the row it moves on',
        querystring: challengeQuerySchema,
        response: replies(sliderChallengeSchema),
      },
    },
    async (request) =>
      ok(
        await issueSlider(db, {
          merchantId: merchantOf(request).id,
          purpose: request.query.purpose,
          clientIp: request.clientIp,
        }),
      ),
  );

  app.post(
    '/wps/botcheck/slider/verify',
    {
      schema: {
        tags,
        summary: 'Checks one drag of a slider puzzle; a solved one earns a single-use bot token',
        body: sliderVerifyRequestSchema,
        response: replies(sliderVerifyResultSchema),
      },
    },
    async (request) => {
      const outcome = await verifySlider(db, merchantOf(request).id, request.body);
      if (!outcome.ok) {
        // The reason stays in the log: telling it to the caller would coach a bot.
        request.log.info({ reason: outcome.reason }, 'slider check failed');
        throw new AppError(400, ErrorCode.BotCheckFailed, 'Verification failed; try a new puzzle');
      }
      return ok({ botToken: outcome.botToken });
    },
  );
};
