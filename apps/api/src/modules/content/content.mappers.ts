import type {
  AdminAnnouncement,
  AdminBanner,
  AdminHelpArticle,
  Announcement,
  Banner,
  HelpArticle,
  LanguageCode,
} from '@sorteo/shared';
import type { AnnouncementRow, BannerRow, HelpArticleRow } from '../../db/schema.js';
import { inLanguage, storedTranslations } from '../../lib/translations.js';

/** What players and operators both see of a banner. */
const bannerContent = (r: BannerRow) => ({
  groupName: r.group_name as Banner['groupName'],
  url: r.url,
  title: r.title,
  linkageType: r.linkage_type as Banner['linkageType'],
  linkage: r.linkage,
});

export const toBanner = (r: BannerRow, language: LanguageCode): Banner => {
  const content = bannerContent(r);
  return {
    bannerId: r.id,
    ...content,
    ...inLanguage({ url: content.url, title: content.title }, r.translations, language),
  };
};

export const toAdminBanner = (r: BannerRow): AdminBanner => ({
  id: r.id,
  ...bannerContent(r),
  sort: r.sort,
  enabled: r.enabled,
  translations: storedTranslations(r.translations),
  updatedAt: r.updated_at.getTime(),
});

/** What players and operators both see of an announcement. */
const announcementContent = (r: AnnouncementRow) => ({
  id: r.id,
  type: r.type as Announcement['type'],
  title: r.title,
  content: r.content,
});

export const toAnnouncement = (r: AnnouncementRow, language: LanguageCode): Announcement => ({
  ...announcementContent(r),
  ...inLanguage({ title: r.title, content: r.content }, r.translations, language),
  timestamp: r.published_at.getTime(),
});

export const toAdminAnnouncement = (r: AnnouncementRow): AdminAnnouncement => ({
  ...announcementContent(r),
  publishedAt: r.published_at.getTime(),
  enabled: r.enabled,
  translations: storedTranslations(r.translations),
  updatedAt: r.updated_at.getTime(),
});

const helpContent = (r: HelpArticleRow) => ({
  id: r.id,
  category: r.category,
  title: r.title,
  content: r.content,
  sort: r.sort,
});

export const toHelpArticle = (r: HelpArticleRow, language: LanguageCode): HelpArticle => ({
  ...helpContent(r),
  ...inLanguage(
    { category: r.category, title: r.title, content: r.content },
    r.translations,
    language,
  ),
});

export const toAdminHelpArticle = (r: HelpArticleRow): AdminHelpArticle => ({
  ...helpContent(r),
  translations: storedTranslations(r.translations),
});
