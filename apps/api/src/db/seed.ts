import { seedDemoPaymentMethods } from '../modules/deposits/index.js';
import { seedBulkLibrary, seedDemoGames } from '../modules/games/index.js';
import { provisionMerchant } from '../modules/merchants/index.js';
import type { Db } from './connection.js';
import { demoAnnouncements } from './seed-announcements.js';
import {
  demoBanners,
  demoClubLabels,
  demoCustomerService,
  demoDomainRoutes,
  demoPopup,
  demoResources,
  demoVipLabels,
} from './seed-content.js';
import { demoHelp } from './seed-help.js';
import { demoPromotions, promotionPicture } from './seed-promotions.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_MERCHANT = 'SORTEO';

/**
 * Seeds the demo merchant and its content into an empty database. Runs in one transaction
 * and the merchant insert ignores a taken code, so processes starting together seed once.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('merchant').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const merchant = await provisionMerchant(trx, {
      code: DEMO_MERCHANT,
      name: 'Sorteo',
      currency: 'VND',
      currencyExponent: 0,
      timeZone: 'Asia/Ho_Chi_Minh',
      defaultLanguage: 'es',
      supportedLanguages: ['es', 'en'],
      hosts: ['localhost'],
    });
    if (!merchant) return false;
    const merchantId = merchant.id;
    const now = Date.now();

    await trx
      .insertInto('banner')
      .values(
        demoBanners.map((b, i) => ({
          merchant_id: merchantId,
          group_name: b.group,
          url: b.url,
          title: b.title,
          linkage_type: b.linkageType,
          linkage: b.linkage,
          sort: i,
          enabled: true,
          translations: JSON.stringify(b.translations),
        })),
      )
      .execute();
    await trx
      .insertInto('announcement')
      .values([
        ...demoAnnouncements.map((a, i) => ({
          merchant_id: merchantId,
          type: 'B',
          title: a.title,
          content: a.content,
          published_at: new Date(now - i * DAY_MS),
          enabled: true,
          translations: JSON.stringify(a.translations),
        })),
        {
          merchant_id: merchantId,
          type: 'PU',
          title: demoPopup.title,
          content: demoPopup.content,
          published_at: new Date(now),
          enabled: true,
          translations: JSON.stringify(demoPopup.translations),
        },
      ])
      .execute();
    await trx
      .insertInto('help_article')
      .values(
        demoHelp.map((h, i) => ({
          merchant_id: merchantId,
          category: h.category,
          title: h.title,
          content: h.content,
          sort: i,
          translations: JSON.stringify(h.translations),
        })),
      )
      .execute();
    await trx
      .insertInto('resource')
      .values(
        demoResources.map((r, i) => ({
          merchant_id: merchantId,
          resource_type: r.type,
          url: r.url,
          qr_code_url: null,
          label_name_en: r.label,
          sort: i,
        })),
      )
      .execute();
    await trx
      .insertInto('customer_service')
      .values({
        merchant_id: merchantId,
        cs_type: demoCustomerService.csType,
        path: demoCustomerService.path,
        sort: 0,
      })
      .execute();
    await trx
      .insertInto('domain_route')
      .values(demoDomainRoutes.map((url, i) => ({ merchant_id: merchantId, url, sort: i })))
      .execute();
    await trx
      .insertInto('club_label')
      .values(
        demoClubLabels.map((l) => ({
          merchant_id: merchantId,
          label_name: l.name,
          text_color: l.textColor,
          background_color: l.backgroundColor,
          rank_level: l.rankLevel,
        })),
      )
      .execute();
    await trx
      .insertInto('vip_label')
      .values(demoVipLabels.map((name) => ({ merchant_id: merchantId, label_name: name })))
      .execute();
    await trx
      .insertInto('promotion')
      .values(
        demoPromotions.map((p, i) => {
          const picture = promotionPicture(p);
          return {
            merchant_id: merchantId,
            category: p.category,
            title: p.title,
            summary: p.summary,
            content: p.content,
            image_url: picture.imageUrl,
            starts_at: p.days[0] === null ? null : new Date(now - p.days[0] * DAY_MS),
            ends_at: p.days[1] === null ? null : new Date(now + p.days[1] * DAY_MS),
            sort: i,
            enabled: true,
            translations: JSON.stringify(picture.translations),
          };
        }),
      )
      .execute();
    await seedDemoPaymentMethods(trx, merchantId);
    await seedDemoGames(trx, merchantId);
    return true;
  });
}

/**
 * The demo brand's generated slot library, once (docs/games.md, "The demo catalogue"): run
 * after the server listens, a chunk at a time with `pause` between, so a first start does not
 * wait for it. Answers how many titles it wrote.
 */
export async function seedDemoLibrary(db: Db, pause?: () => Promise<void>): Promise<number> {
  const merchant = await db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', DEMO_MERCHANT)
    .executeTakeFirst();
  return merchant ? seedBulkLibrary(db, merchant.id, pause) : 0;
}
