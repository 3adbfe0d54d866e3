import {
  announcementQuerySchema,
  announcementSchema,
  noticeSchema,
  pageSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { merchantOf } from '../../plugins/merchant.js';
import { announcementPage, notice } from '../content/index.js';

const tags = ['notices'];

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/wps/notice',
    {
      schema: {
        tags,
        summary: 'Marquee announcements, banners of every group, popups, promotions',
        response: replies(noticeSchema),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const language = readerLanguage(request.headers['accept-language'], merchant);
      return ok(await notice(db, merchant.id, language));
    },
  );

  app.get(
    '/wps/notice/announcements',
    {
      schema: {
        tags,
        summary: 'Announcements of one type, newest first, paged (9 per page by default)',
        querystring: announcementQuerySchema,
        response: replies(pageSchema(announcementSchema)),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const language = readerLanguage(request.headers['accept-language'], merchant);
      return ok(await announcementPage(db, merchant.id, request.query, language));
    },
  );
};
