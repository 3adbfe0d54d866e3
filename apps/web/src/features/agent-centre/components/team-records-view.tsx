import type { ReactNode } from 'react';
import { Pager } from '../../../components/ui/pager';
import { QueryListView, type QueryListProps } from '../../../components/ui/paged-query';
import type { TeamFilter } from '../hooks/use-team-filter';
import { TeamFilterForm } from './team-filter-form';

type Listed = { content: unknown[] };
type Numbered = Listed & { pageNo: number; totalPages: number };

export interface TeamRecordsViewProps<P extends Listed> {
  filter: TeamFilter;
  query: QueryListProps<P>['query'] & { isFetching: boolean };
  /** Prefix of the test ids: `-filter`, and the list's `-loading`, `-error`, `-empty`, `-pager`. */
  testId: string;
  emptyTitle: string;
  /** More filter fields, after the range and the account. */
  extraFilters?: ReactNode;
  /** Shown between the filter and the list (what the list is of). */
  notice?: ReactNode;
  /** After the rows: the way to other pages (`numberedPages` for a counted list). */
  footer: (page: P) => ReactNode;
  children: (page: P) => ReactNode;
}

/** The numbered pager of a counted team list, driven by the filter's page. */
export const numberedPages =
  (filter: TeamFilter, testId: string) =>
  (page: Numbered): ReactNode => (
    <Pager
      page={page.pageNo}
      totalPages={page.totalPages}
      onChange={filter.setPageNo}
      testId={`${testId}-pager`}
    />
  );

/** A team records panel: the range and account filter above a list of what it finds. */
export function TeamRecordsView<P extends Listed>({
  filter,
  query,
  testId,
  emptyTitle,
  extraFilters,
  notice,
  footer,
  children,
}: TeamRecordsViewProps<P>) {
  return (
    <div className="agent-panel__stack">
      <TeamFilterForm filter={filter} testId={`${testId}-filter`}>
        {extraFilters}
      </TeamFilterForm>
      {notice}
      <div className="agent-panel__stack" aria-busy={query.isFetching}>
        <QueryListView
          query={query}
          testId={testId}
          loadingLines={6}
          emptyTitle={emptyTitle}
          footer={footer}
        >
          {children}
        </QueryListView>
      </div>
    </div>
  );
}
