import { noticesEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { merchantOf } from '../../plugins/merchant.js';
import { announcementPage, notice } from '../content/index.js';

export const noticesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpointRoute(app, calls.notice, {}, (_input, request) => {
    const merchant = merchantOf(request);
    const language = readerLanguage(request.headers['accept-language'], merchant);
    return notice(db, merchant.id, language);
  });

  endpointRoute(app, calls.announcements, {}, ({ query }, request) => {
    const merchant = merchantOf(request);
    const language = readerLanguage(request.headers['accept-language'], merchant);
    return announcementPage(db, merchant.id, query, language);
  });
};
