import type { DateRange } from '../../../lib/date-range';

/** A range and a page of team records, optionally of one team account. */
export interface TeamRecordsQuery extends DateRange {
  /** Exact account name, any case; null for the whole team. */
  account: string | null;
  pageNo: number;
  pageSize: number;
}

/** The query string of a team records call: no `account` for the whole team. */
export const teamRecordsParams = (query: TeamRecordsQuery) => ({
  ...query,
  account: query.account ?? undefined,
});

/** A range and a page of a team feed read newest first, optionally of one team account. */
export interface TeamFeedQuery extends DateRange {
  /** Exact account name, any case; null for the whole team. */
  account: string | null;
  /** The `next` of the page before; null for the newest page. */
  before: number | null;
  pageSize: number;
}

/** The query string of a team feed call: no `account` for the whole team, no `before` at first. */
export const teamFeedParams = (query: TeamFeedQuery) => ({
  ...query,
  account: query.account ?? undefined,
  before: query.before ?? undefined,
});
