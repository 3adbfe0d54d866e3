import { endpoint } from './endpoint.js';
import { noticesRoutes as routes } from './notices-routes.js';
import { pageSchema } from './envelope.js';
import { announcementQuerySchema, announcementSchema, noticeSchema } from './system.js';

const tags = ['notices'] as const;

/** The notice the shell shows on start, and the announcement pages, in the reader's language. */
export const noticesEndpoints = {
  notice: endpoint({
    route: routes.notice,
    summary: 'Marquee announcements, banners of every group, popups, promotions',
    tags,
    response: noticeSchema,
  }),
  announcements: endpoint({
    method: 'GET',
    path: '/wps/notice/announcements',
    summary: 'Announcements of one type, newest first, paged (9 per page by default)',
    tags,
    query: announcementQuerySchema,
    response: pageSchema(announcementSchema),
  }),
};
