import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { MemberSet } from '../../db/member-set.js';

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

/**
 * A page of the team by depth, then newest first, with how many accounts each is the upline
 * of. The page is cut from the closure's (ancestor, depth, descendant) index before any
 * member is read, so a team of any size costs the page's rows; a search by name reads the
 * team's accounts.
 */
export async function pageTeam(
  db: Db,
  agentId: number,
  filter: TeamFilter & { limit: number; offset: number },
) {
  let team = db
    .selectFrom('member_upline_closure as c')
    .where('c.ancestor_id', '=', agentId)
    .where('c.depth', '>=', 1);
  if (filter.directOnly) team = team.where('c.depth', '=', 1);
  if (filter.query) {
    const pattern = likePattern(filter.query);
    team = team.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('member as s')
          .select('s.id')
          .whereRef('s.id', '=', 'c.descendant_id')
          .where(sql<string>`lower(s.account)`, 'like', pattern),
      ),
    );
  }
  const page = team
    .select(['c.descendant_id', 'c.depth'])
    .orderBy('c.depth')
    .orderBy('c.descendant_id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset);
  const [rows, total] = await Promise.all([
    db
      .selectFrom(page.as('p'))
      .innerJoin('member as m', 'm.id', 'p.descendant_id')
      .select((eb) => [
        'm.id',
        'm.account',
        'p.depth',
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
      .orderBy('p.depth')
      .orderBy('p.descendant_id', 'desc')
      .execute(),
    team.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * How many accounts are under the agent, directly and in all: counted from the closure's
 * (ancestor, depth) index alone, without reading the members (their joins per hour are in
 * the rollups).
 */
export async function teamHeadcount(db: Db, agentId: number) {
  const row = await db
    .selectFrom('member_upline_closure as c')
    .select([
      sql<string | number>`count(*) filter (where c.depth = 1)`.as('direct'),
      sql<string | number>`count(*)`.as('total'),
    ])
    .where('c.ancestor_id', '=', agentId)
    .where('c.depth', '>=', 1)
    .executeTakeFirstOrThrow();
  return { direct: Number(row.direct), total: Number(row.total) };
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
