import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { MemberSet, TimeWindow } from '../../db/member-set.js';

/*
 * An agent's team: every account under it in the upline closure (depth 1 and below); the
 * agent itself is not part of it.
 */

/** The agent's team as a MemberSet, or only one of its members. */
export function teamSet(db: Db, agentId: number, only?: number): MemberSet {
  let query = db
    .selectFrom('member_upline_closure as c')
    .innerJoin('member as m', 'm.id', 'c.descendant_id')
    .select(['c.descendant_id as member_id', 'm.account', 'c.depth'])
    .where('c.ancestor_id', '=', agentId)
    .where('c.depth', '>=', 1);
  if (only !== undefined) query = query.where('c.descendant_id', '=', only);
  return query;
}

/** One member alone, at depth 0, as a MemberSet. */
export function ownSet(db: Db, memberId: number): MemberSet {
  return db
    .selectFrom('member as m')
    .select(['m.id as member_id', 'm.account', sql<number>`0`.as('depth')])
    .where('m.id', '=', memberId);
}

/** The team member with this account name (any case), with its depth; else undefined. */
export function findTeamMember(db: Db, agentId: number, account: string) {
  return db
    .selectFrom('member_upline_closure as c')
    .innerJoin('member as m', 'm.id', 'c.descendant_id')
    .select(['m.id', 'm.account', 'c.depth'])
    .where('c.ancestor_id', '=', agentId)
    .where('c.depth', '>=', 1)
    .where(sql<string>`lower(m.account)`, '=', account.toLowerCase())
    .executeTakeFirst();
}

/** `%` and `_` typed by the agent are matched as themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export type TeamFilter = { query?: string | undefined; directOnly: boolean };

/** A page of the team by depth, then account, with how many accounts each is the upline of. */
export async function pageTeam(
  db: Db,
  agentId: number,
  filter: TeamFilter & { limit: number; offset: number },
) {
  let query = db
    .selectFrom('member_upline_closure as c')
    .innerJoin('member as m', 'm.id', 'c.descendant_id')
    .where('c.ancestor_id', '=', agentId)
    .where('c.depth', '>=', 1);
  if (filter.directOnly) query = query.where('c.depth', '=', 1);
  if (filter.query) {
    query = query.where(sql<string>`lower(m.account)`, 'like', likePattern(filter.query));
  }
  const [rows, total] = await Promise.all([
    query
      .select((eb) => [
        'm.id',
        'm.account',
        'c.depth',
        'm.type',
        'm.status',
        'm.created_at',
        'm.last_login_at',
        eb
          .selectFrom('member as d')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('d.upline_id', '=', 'm.id')
          .as('direct_count'),
      ])
      .orderBy('c.depth')
      .orderBy('m.account')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** How many accounts are under the agent, directly and in all, and how many joined in the window. */
export async function teamHeadcount(db: Db, agentId: number, window: TimeWindow) {
  const row = await db
    .selectFrom('member_upline_closure as c')
    .innerJoin('member as m', 'm.id', 'c.descendant_id')
    .select([
      sql<string | number>`count(*) filter (where c.depth = 1)`.as('direct'),
      sql<string | number>`count(*)`.as('total'),
      sql<
        string | number
      >`count(*) filter (where m.created_at >= ${window.start} and m.created_at < ${window.end})`.as(
        'joined',
      ),
    ])
    .where('c.ancestor_id', '=', agentId)
    .where('c.depth', '>=', 1)
    .executeTakeFirstOrThrow();
  return { direct: Number(row.direct), total: Number(row.total), joined: Number(row.joined) };
}

/** Team accounts registered per day (yyyy-MM-dd in `timeZone`) of the window; quiet days absent. */
export async function teamJoinsByDay(
  db: Db,
  agentId: number,
  window: TimeWindow,
  timeZone: string,
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(m.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('member_upline_closure as c')
    .innerJoin('member as m', 'm.id', 'c.descendant_id')
    .select([day.as('day'), sql<string | number>`count(*)`.as('n')])
    .where('c.ancestor_id', '=', agentId)
    .where('c.depth', '>=', 1)
    .where('m.created_at', '>=', window.start)
    .where('m.created_at', '<', window.end)
    // By position: the time zone is a parameter, so the expression could not be repeated.
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** The member's recruiting code, null when it has none. */
export async function findAffiliateCode(db: Db, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom('member')
    .select('affiliate_code')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.affiliate_code;
}
