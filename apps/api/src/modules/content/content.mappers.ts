import type {
  AdminAnnouncement,
  AdminBanner,
  Announcement,
  Banner,
  HelpArticle,
} from '@sorteo/shared';
import type { AnnouncementRow, BannerRow, HelpArticleRow } from '../../db/schema.js';

/** What players and operators both see of a banner. */
const bannerContent = (r: BannerRow) => ({
  groupName: r.group_name as Banner['groupName'],
  url: r.url,
  title: r.title,
  linkageType: r.linkage_type as Banner['linkageType'],
  linkage: r.linkage,
});

export const toBanner = (r: BannerRow): Banner => ({ bannerId: r.id, ...bannerContent(r) });

export const toAdminBanner = (r: BannerRow): AdminBanner => ({
  id: r.id,
  ...bannerContent(r),
  sort: r.sort,
  enabled: r.enabled,
  updatedAt: r.updated_at.getTime(),
});

/** What players and operators both see of an announcement. */
const announcementContent = (r: AnnouncementRow) => ({
  id: r.id,
  type: r.type as Announcement['type'],
  title: r.title,
  content: r.content,
});

export const toAnnouncement = (r: AnnouncementRow): Announcement => ({
  ...announcementContent(r),
  timestamp: r.published_at.getTime(),
});

export const toAdminAnnouncement = (r: AnnouncementRow): AdminAnnouncement => ({
  ...announcementContent(r),
  publishedAt: r.published_at.getTime(),
  enabled: r.enabled,
  updatedAt: r.updated_at.getTime(),
});

export const toHelpArticle = (r: HelpArticleRow): HelpArticle => ({
  id: r.id,
  category: r.category,
  title: r.title,
  content: r.content,
  sort: r.sort,
});
