import { affiliateCheckQuerySchema, affiliateCheckSchema } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { merchantOf } from '../../plugins/merchant.js';
import { checkAffiliateCode } from './affiliate.service.js';

export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags: ['members'],
        summary:
          "Whether an affiliate code recruits into an agent's downline on this site (the registration form hides its field when it does)",
        querystring: affiliateCheckQuerySchema,
        response: replies(affiliateCheckSchema),
      },
    },
    async (request) => ok(await checkAffiliateCode(db, merchantOf(request), request.query)),
  );
};
