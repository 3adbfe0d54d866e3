import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { peekAnswer } from './test-peek.js';

/** Registered only when CHALLENGE_TEST_PEEK is on (never in production). */
export const challengePeekRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/testing/challenges/:challengeId',
    {
      schema: {
        hide: true,
        params: z.object({ challengeId: z.string().min(1).max(100) }),
        response: replies(z.object({ answer: z.union([z.string(), z.number()]) })),
      },
    },
    async (request) => {
      const answer = peekAnswer(request.params.challengeId);
      if (answer === null) throw notFound('challenge');
      return ok({ answer });
    },
  );
};
