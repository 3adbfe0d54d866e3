import {
  adminAnnouncementQuerySchema,
  adminAnnouncementSchema,
  adminBannerSchema,
  adminHelpArticleSchema,
  announcementInputSchema,
  bannerInputSchema,
  helpArticleInputSchema,
  pageSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import * as content from '../content/index.js';
import { Can, operatorOf, operatorSecurity as security } from '../operators/index.js';
import { registerOperatorResource } from './operator-routes.js';

export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerOperatorResource(app, {
    path: '/banners',
    tag: 'admin: banners',
    body: bannerInputSchema,
    item: adminBannerSchema,
    writers: Can.editContent,
    list: content.listAdminBanners,
    ...content.bannerWrites,
  });

  // Announcements page and filter by type, so their list is a route of its own.
  app.get(
    '/announcements',
    {
      schema: {
        tags: ['admin: announcements'],
        security,
        querystring: adminAnnouncementQuerySchema,
        response: replies(pageSchema(adminAnnouncementSchema)),
      },
    },
    async (request) =>
      ok(await content.listAdminAnnouncements(db, operatorOf(request).merchantId, request.query)),
  );
  registerOperatorResource(app, {
    path: '/announcements',
    tag: 'admin: announcements',
    body: announcementInputSchema,
    item: adminAnnouncementSchema,
    writers: Can.editContent,
    ...content.announcementWrites,
    createSummary: 'Create an announcement; its HTML is sanitised before it is stored',
  });

  registerOperatorResource(app, {
    path: '/help-articles',
    tag: 'admin: help',
    body: helpArticleInputSchema,
    item: adminHelpArticleSchema,
    writers: Can.editContent,
    list: content.listAdminHelp,
    ...content.helpWrites,
  });
};
