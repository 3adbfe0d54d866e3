import type { ReactNode } from 'react';
import { PagedQueryView, type PagedQueryProps } from '../../../components/ui/paged-query';
import type { TeamFilter } from '../hooks/use-team-filter';
import { TeamFilterForm } from './team-filter-form';

type Paged = { content: unknown[]; pageNo: number; totalPages: number };

export interface TeamRecordsViewProps<P extends Paged> {
  filter: TeamFilter;
  query: PagedQueryProps<P>['query'] & { isFetching: boolean };
  /** Prefix of the test ids: `-filter`, and the list's `-loading`, `-error`, `-empty`, `-pager`. */
  testId: string;
  emptyTitle: string;
  /** More filter fields, after the range and the account. */
  extraFilters?: ReactNode;
  children: (page: P) => ReactNode;
}

/** A team records panel: the range and account filter above a paged list of what it finds. */
export function TeamRecordsView<P extends Paged>({
  filter,
  query,
  testId,
  emptyTitle,
  extraFilters,
  children,
}: TeamRecordsViewProps<P>) {
  return (
    <div className="agent-panel__stack">
      <TeamFilterForm filter={filter} testId={`${testId}-filter`}>
        {extraFilters}
      </TeamFilterForm>
      <div className="agent-panel__stack" aria-busy={query.isFetching}>
        <PagedQueryView
          query={query}
          testId={testId}
          loadingLines={6}
          emptyTitle={emptyTitle}
          onPageChange={filter.setPageNo}
        >
          {children}
        </PagedQueryView>
      </div>
    </div>
  );
}
