import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { merchantScoped } from '../../db/merchant-scoped.js';
import type { AnnouncementRow } from '../../db/schema.js';

/** Without `published_at`, an insert publishes now and an update keeps the time it had. */
export type AnnouncementFields = Pick<AnnouncementRow, 'type' | 'title' | 'content' | 'enabled'> &
  Partial<Pick<AnnouncementRow, 'published_at'>> & { translations?: string };

const announcements = merchantScoped('announcement');

/** What players see: enabled and already published, newest first. */
function visible(db: Db, merchantId: number, type: string) {
  return db
    .selectFrom('announcement')
    .where('merchant_id', '=', merchantId)
    .where('type', '=', type)
    .where('enabled', '=', true)
    .where('published_at', '<=', sql<Date>`now()`);
}

export async function countVisible(db: Db, merchantId: number, type: string): Promise<number> {
  const row = await visible(db, merchantId, type)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

export function pageVisible(
  db: Db,
  merchantId: number,
  type: string,
  limit: number,
  offset: number,
) {
  return visible(db, merchantId, type)
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAll(db: Db, merchantId: number, type: string | null): Promise<number> {
  let q = db.selectFrom('announcement').where('merchant_id', '=', merchantId);
  if (type) q = q.where('type', '=', type);
  const row = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return row.total;
}

export function pageAll(
  db: Db,
  merchantId: number,
  type: string | null,
  limit: number,
  offset: number,
) {
  let q = db.selectFrom('announcement').selectAll().where('merchant_id', '=', merchantId);
  if (type) q = q.where('type', '=', type);
  return q
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export const { find, remove } = announcements;

export function insert(db: Db, merchantId: number, fields: AnnouncementFields) {
  return announcements.insert(db, merchantId, { published_at: new Date(), ...fields });
}

export function update(db: Db, merchantId: number, id: number, fields: AnnouncementFields) {
  return announcements.update(db, merchantId, id, { ...fields, updated_at: new Date() });
}
