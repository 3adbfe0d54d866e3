import { promotionsEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { notFound } from '../../lib/errors.js';
import { pictureLanguageQuerySchema, readerLanguage } from '../../lib/reader-language.js';
import { merchantOf } from '../../plugins/merchant.js';
import { promotionArt, renderPromotionSvg } from './promotion-art.js';
import { livePromotion } from './promotions.service.js';

/** What players read without a session; the list itself comes with `GET /wps/notice`. */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  endpointRoute(app, calls.promotion, {}, ({ params }, request) => {
    const merchant = merchantOf(request);
    const language = readerLanguage(request.headers['accept-language'], merchant);
    return livePromotion(db, merchant.id, params.id, language);
  });

  app.get(
    '/static/promotions/:file',
    {
      schema: {
        tags: ['static'],
        summary: 'Demo promotion picture (SVG)',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) }),
        querystring: pictureLanguageQuerySchema,
      },
    },
    async (request, reply) => {
      const art = promotionArt[request.params.file.replace(/\.svg$/, '')];
      if (!art) throw notFound('Promotion picture');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(renderPromotionSvg(art, request.query.lang));
    },
  );
};
