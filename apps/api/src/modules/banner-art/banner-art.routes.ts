import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { pictureLanguageQuerySchema } from '../../lib/reader-language.js';
import { bannerArt, renderBannerSvg } from './banner-art.js';

export const bannerArtRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static/banners/:file',
    {
      schema: {
        tags: ['static'],
        summary: 'Demo banner picture (SVG)',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) }),
        querystring: pictureLanguageQuerySchema,
      },
    },
    async (request, reply) => {
      const art = bannerArt[request.params.file.replace(/\.svg$/, '')];
      if (!art) throw notFound('Banner picture');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(renderBannerSvg(art, request.query.lang));
    },
  );
};
