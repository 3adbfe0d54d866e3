import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import { merchantScoped } from '../../db/merchant-scoped.js';
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

/** `remove`: members holding the label lose it with it (the assignment cascades). */
export const { find, insert, update, remove } = merchantScoped('club_label');
