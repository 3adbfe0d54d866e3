import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { gameTypeOf } from './catalogue.repo.js';
import { renderGameArt } from './game-art.js';
import { categoryOf } from './merchant-catalogue.js';

const ownLotteries = new Set(['TCG_SEA', 'TCG_LOTTO_VN']);

/** The demo catalogue's artwork (docs/games.md, "The demo catalogue"). */
export const gameArtRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static/games/:vendor/:file',
    {
      schema: {
        tags: ['static'],
        summary: "A game's artwork (SVG)",
        params: z.object({
          vendor: z.string().regex(/^[A-Z][A-Z0-9_]{1,19}$/),
          file: z.string().regex(/^[A-Z0-9][A-Z0-9_-]{0,63}\.svg$/),
        }),
      },
    },
    async (request, reply) => {
      const { vendor } = request.params;
      const gameCode = request.params.file.replace(/\.svg$/, '');
      // The platform's own lotteries are not in the catalogue; their pictures are drawn too.
      const type = ownLotteries.has(vendor) ? 'LOTT' : await gameTypeOf(app.db, vendor, gameCode);
      const category = type ? categoryOf(type, vendor) : null;
      if (!category) throw notFound('Game picture');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(renderGameArt(category, vendor, gameCode));
    },
  );
};
