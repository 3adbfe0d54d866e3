import type {
  Announcement,
  AnnouncementQuery,
  AnnouncementType,
  HelpCenter,
  Notice,
  Page,
} from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import { livePromotions } from '../promotions/promotions.service.js';
import { countVisible, pageVisible } from './announcements.repo.js';
import { listBanners } from './banners.repo.js';
import { toAnnouncement, toBanner, toHelpArticle } from './content.mappers.js';
import { listHelp } from './help.repo.js';

const NOTICE_MARQUEE_SIZE = 20;
const NOTICE_POPUP_SIZE = 5;

export async function announcementPage(
  db: Db,
  merchantId: number,
  query: AnnouncementQuery,
): Promise<Page<Announcement>> {
  const { type, pageNo, pageSize } = query;
  const [total, rows] = await Promise.all([
    countVisible(db, merchantId, type),
    pageVisible(db, merchantId, type, pageSize, pageOffset(pageNo, pageSize)),
  ]);
  return toPage(rows.map(toAnnouncement), total, pageNo, pageSize);
}

async function latest(db: Db, merchantId: number, type: AnnouncementType, size: number) {
  return (await pageVisible(db, merchantId, type, size, 0)).map(toAnnouncement);
}

/** What the shell loads on start: the marquee, every live banner, the popups, the promotions. */
export async function notice(db: Db, merchantId: number): Promise<Notice> {
  const [player, banners, popup, promotion] = await Promise.all([
    latest(db, merchantId, 'B', NOTICE_MARQUEE_SIZE),
    listBanners(db, merchantId, true),
    latest(db, merchantId, 'PU', NOTICE_POPUP_SIZE),
    livePromotions(db, merchantId),
  ]);
  return { player, banners: banners.map(toBanner), popup, promotion };
}

/** Articles grouped by category; categories in the order of their first article. */
export async function helpCenter(db: Db, merchantId: number): Promise<HelpCenter> {
  const groups = new Map<string, HelpCenter['categories'][number]>();
  for (const row of await listHelp(db, merchantId)) {
    const group = groups.get(row.category) ?? { name: row.category, articles: [] };
    group.articles.push(toHelpArticle(row));
    groups.set(row.category, group);
  }
  return { categories: [...groups.values()] };
}
