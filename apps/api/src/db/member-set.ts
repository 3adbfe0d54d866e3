import type { Expression } from 'kysely';

/**
 * A set of members as a subquery of (member_id, account, depth). The module owning the
 * members builds it; another module filters or labels its own rows with it in one
 * statement, without reading the members' tables itself.
 */
export type MemberSet = Expression<{ member_id: number; account: string; depth: number }>;

/** The instants a report reads between: `start` included, `end` excluded. */
export type TimeWindow = { start: Expression<Date>; end: Expression<Date> };
