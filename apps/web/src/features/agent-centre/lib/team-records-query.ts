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
