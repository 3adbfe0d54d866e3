import type {
  Announcement,
  AnnouncementQuery,
  AnnouncementType,
  HelpCenter,
  LanguageCode,
  Notice,
  Page,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import { livePromotions } from '../promotions/index.js';
import { countVisible, pageVisible } from './announcements.repo.js';
import { listBanners } from './banners.repo.js';
import { toAnnouncement, toBanner, toHelpArticle } from './content.mappers.js';
import { listHelp } from './help.repo.js';

const NOTICE_MARQUEE_SIZE = 20;
const NOTICE_POPUP_SIZE = 5;

/** Player-facing content is answered in `language`, the reader's (lib/reader-language). */
export async function announcementPage(
  db: Db,
  merchantId: number,
  query: AnnouncementQuery,
  language: LanguageCode,
): Promise<Page<Announcement>> {
  const { type, pageNo, pageSize } = query;
  const [total, rows] = await Promise.all([
    countVisible(db, merchantId, type),
    pageVisible(db, merchantId, type, pageSize, pageOffset(pageNo, pageSize)),
  ]);
  return toPage(
    rows.map((r) => toAnnouncement(r, language)),
    total,
    pageNo,
    pageSize,
  );
}

async function latest(
  db: Db,
  merchantId: number,
  type: AnnouncementType,
  size: number,
  language: LanguageCode,
) {
  return (await pageVisible(db, merchantId, type, size, 0)).map((r) => toAnnouncement(r, language));
}

/** What the shell loads on start: the marquee, every live banner, the popups, the promotions. */
export async function notice(db: Db, merchantId: number, language: LanguageCode): Promise<Notice> {
  const [player, banners, popup, promotion] = await Promise.all([
    latest(db, merchantId, 'B', NOTICE_MARQUEE_SIZE, language),
    listBanners(db, merchantId, true),
    latest(db, merchantId, 'PU', NOTICE_POPUP_SIZE, language),
    livePromotions(db, merchantId, language),
  ]);
  return { player, banners: banners.map((b) => toBanner(b, language)), popup, promotion };
}

/** Articles grouped by category; categories in the order of their first article. */
export async function helpCenter(
  db: Db,
  merchantId: number,
  language: LanguageCode,
): Promise<HelpCenter> {
  const groups = new Map<string, HelpCenter['categories'][number]>();
  for (const row of await listHelp(db, merchantId)) {
    const article = toHelpArticle(row, language);
    const group = groups.get(article.category) ?? { name: article.category, articles: [] };
    group.articles.push(article);
    groups.set(article.category, group);
  }
  return { categories: [...groups.values()] };
}
