import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/*
 * Reads the upline chain members.repo writes (member_upline_closure): one row per ancestor
 * of each member, depth 1 for the direct upline.
 */

export async function isInDownline(db: Db, agentId: number, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_upline_closure')
    .select('depth')
    .where('ancestor_id', '=', agentId)
    .where('descendant_id', '=', memberId)
    .where('depth', '>=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** `%` and `_` typed by the member are matched as themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export async function pageDownlines(
  db: Db,
  agentId: number,
  filter: { query?: string | undefined; limit: number; offset: number },
) {
  let query = db
    .selectFrom('member_upline_closure as c')
    .innerJoin('member as m', 'm.id', 'c.descendant_id')
    .where('c.ancestor_id', '=', agentId)
    .where('c.depth', '>=', 1);
  if (filter.query) {
    query = query.where(sql<string>`lower(m.account)`, 'like', likePattern(filter.query));
  }
  const [rows, total] = await Promise.all([
    query
      .select(['m.account', 'c.depth'])
      .orderBy('c.depth')
      .orderBy('m.account')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
