import { useState } from 'react';
import { lastDays, type DateRange } from '../../../lib/date-range';

/**
 * The filter of a team records panel: a range (last 7 days to start), one account or the
 * whole team, and the page. The typed account applies with the range, on search.
 * `searches` counts the searches, so a list read a page at a time starts over at each one.
 */
export function useTeamFilter(timeZone: string) {
  const [range, setRange] = useState<DateRange>(() => lastDays(7, timeZone));
  const [account, setAccount] = useState<string | null>(null);
  const [accountDraft, setAccountDraft] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [searches, setSearches] = useState(0);
  const apply = (next: DateRange) => {
    setRange(next);
    setAccount(accountDraft.trim() || null);
    setPageNo(1);
    setSearches((n) => n + 1);
  };
  /** Narrows to `name` (or back to the whole team) at once, keeping the range. */
  const showAccount = (name: string | null) => {
    setAccount(name);
    setAccountDraft(name ?? '');
    setPageNo(1);
    setSearches((n) => n + 1);
  };
  return {
    range,
    account,
    pageNo,
    setPageNo,
    searches,
    apply,
    showAccount,
    accountDraft,
    setAccountDraft,
  };
}

export type TeamFilter = ReturnType<typeof useTeamFilter>;
