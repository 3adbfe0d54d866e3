import type {
  AdminAnnouncement,
  AdminBanner,
  AdminHelpArticle,
  Page,
  announcementInputSchema,
  bannerInputSchema,
  helpArticleInputSchema,
} from '@sorteo/shared';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { sanitizeRichText } from '../../lib/html.js';
import { translationsColumn } from '../../lib/translations.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import { auditedRows } from '../audit/index.js';
import * as announcements from './announcements.repo.js';
import * as banners from './banners.repo.js';
import { toAdminAnnouncement, toAdminBanner, toAdminHelpArticle } from './content.mappers.js';
import * as help from './help.repo.js';

export async function listAdminBanners(db: Db, merchantId: number): Promise<AdminBanner[]> {
  return (await banners.listBanners(db, merchantId, false)).map(toAdminBanner);
}

export const bannerWrites = auditedRows({
  rows: banners,
  fields: (i: z.infer<typeof bannerInputSchema>): banners.BannerFields => ({
    group_name: i.groupName,
    url: i.url,
    title: i.title,
    linkage_type: i.linkageType,
    linkage: i.linkage,
    sort: i.sort,
    enabled: i.enabled,
    translations: translationsColumn(i.translations),
  }),
  view: toAdminBanner,
  label: 'Banner',
  actionPrefix: 'banner',
  targetType: 'banner',
});

export async function listAdminAnnouncements(
  db: Db,
  merchantId: number,
  query: { type?: string | undefined; pageNo: number; pageSize: number },
): Promise<Page<AdminAnnouncement>> {
  const type = query.type ?? null;
  const [total, rows] = await Promise.all([
    announcements.countAll(db, merchantId, type),
    announcements.pageAll(
      db,
      merchantId,
      type,
      query.pageSize,
      pageOffset(query.pageNo, query.pageSize),
    ),
  ]);
  return toPage(rows.map(toAdminAnnouncement), total, query.pageNo, query.pageSize);
}

export const announcementWrites = auditedRows({
  rows: announcements,
  fields: (i: z.infer<typeof announcementInputSchema>): announcements.AnnouncementFields => ({
    type: i.type,
    title: i.title,
    content: sanitizeRichText(i.content),
    ...(i.publishedAt === undefined ? {} : { published_at: new Date(i.publishedAt) }),
    enabled: i.enabled,
    translations: translationsColumn(i.translations, { content: sanitizeRichText }),
  }),
  view: toAdminAnnouncement,
  label: 'Announcement',
  actionPrefix: 'announcement',
  targetType: 'announcement',
});

export async function listAdminHelp(db: Db, merchantId: number): Promise<AdminHelpArticle[]> {
  return (await help.listHelp(db, merchantId)).map(toAdminHelpArticle);
}

export const helpWrites = auditedRows({
  rows: help,
  fields: (i: z.infer<typeof helpArticleInputSchema>): help.HelpFields => ({
    category: i.category,
    title: i.title,
    content: sanitizeRichText(i.content),
    sort: i.sort,
    translations: translationsColumn(i.translations, { content: sanitizeRichText }),
  }),
  view: toAdminHelpArticle,
  label: 'Help article',
  actionPrefix: 'help',
  targetType: 'help_article',
});
