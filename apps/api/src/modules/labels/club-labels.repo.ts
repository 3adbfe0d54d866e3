import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ClubLabelTable } from '../../db/schema-labels.js';

export type ClubLabelRow = Selectable<ClubLabelTable>;
export type ClubLabelFields = Pick<
  ClubLabelRow,
  'label_name' | 'text_color' | 'background_color' | 'rank_level'
>;

/** Lowest rank first, then by name. */
export function listClubLabels(db: Db, merchantId: number): Promise<ClubLabelRow[]> {
  return db
    .selectFrom('club_label')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('rank_level')
    .orderBy(sql`lower(label_name)`)
    .orderBy('id')
    .execute();
}

export function find(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('club_label')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insert(db: Db, merchantId: number, fields: ClubLabelFields) {
  return db
    .insertInto('club_label')
    .values({ ...fields, merchant_id: merchantId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function update(db: Db, merchantId: number, id: number, fields: ClubLabelFields) {
  return db
    .updateTable('club_label')
    .set(fields)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Members holding the label lose it with it (the assignment cascades). */
export function remove(db: Db, merchantId: number, id: number) {
  return db
    .deleteFrom('club_label')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
