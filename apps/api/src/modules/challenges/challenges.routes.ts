import { challengesEndpoints as calls, ErrorCode } from '@sorteo/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { AppError } from '../../lib/errors.js';
import { merchantOf } from '../../plugins/merchant.js';
import { issueCaptcha } from './captcha.service.js';
import { issueSlider, verifySlider } from './slider.service.js';

export const challengesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const work = app.config.sliderPow;

  // Every answer here is one of a kind; no cache may keep or share it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  endpointRoute(app, calls.captcha, {}, ({ query }, request) =>
    issueCaptcha(db, {
      merchantId: merchantOf(request).id,
      purpose: query.purpose,
      clientIp: request.clientIp,
    }),
  );

  endpointRoute(app, calls.slider, {}, ({ query }, request) =>
    issueSlider(
      db,
      { merchantId: merchantOf(request).id, purpose: query.purpose, clientIp: request.clientIp },
      work,
    ),
  );

  endpointRoute(app, calls.verifySlider, {}, async ({ body }, request) => {
    const outcome = await verifySlider(db, merchantOf(request).id, body, work);
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
    return { botToken: outcome.botToken };
  });
};
