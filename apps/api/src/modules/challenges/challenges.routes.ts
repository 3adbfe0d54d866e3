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
  const work = app.config.sliderPow;

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
        summary: 'A new slider puzzle: the pictures, the row the piece moves on, a proof of work',
        querystring: challengeQuerySchema,
        response: replies(sliderChallengeSchema),
      },
    },
    async (request) =>
      ok(
        await issueSlider(
          db,
          {
            merchantId: merchantOf(request).id,
            purpose: request.query.purpose,
            clientIp: request.clientIp,
          },
          work,
        ),
      ),
  );

  app.post(
    '/wps/botcheck/slider/verify',
    {
      schema: {
        tags,
        summary: 'Checks one drag and its proof of work; a solved puzzle earns a one-use bot token',
        body: sliderVerifyRequestSchema,
        response: replies(sliderVerifyResultSchema),
      },
    },
    async (request) => {
      const outcome = await verifySlider(db, merchantOf(request).id, request.body, work);
      if (!outcome.ok) {
        // What was wrong with the drag stays in the log: telling it would coach a bot. A bad
        // proof of work says nothing about the hole, so that one is named.
        request.log.info({ reason: outcome.reason }, 'slider check failed');
        if (outcome.reason === 'proof-of-work' || outcome.reason === 'proof-of-work-spent') {
          throw new AppError(400, ErrorCode.ProofOfWorkInvalid, 'Proof of work not valid', {
            field: 'proofOfWork',
          });
        }
        throw new AppError(400, ErrorCode.BotCheckFailed, 'Verification failed; try a new puzzle');
      }
      return ok({ botToken: outcome.botToken });
    },
  );
};
