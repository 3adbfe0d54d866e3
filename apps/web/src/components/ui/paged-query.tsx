import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../lib/api-client';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Pager } from './pager';
import { Skeleton } from './skeleton';

interface PageShape {
  content: unknown[];
  pageNo: number;
  totalPages: number;
}

/** What is read of a query's state (a react-query result fits). */
interface PagedQuery<P> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: P | undefined;
  refetch: () => unknown;
}

export interface PagedQueryProps<P extends PageShape> {
  query: PagedQuery<P>;
  /** Prefix of the parts' test ids: `-loading`, `-error`, `-empty`, `-pager`. */
  testId: string;
  loadingLines: number;
  loadingClassName?: string;
  emptyTitle: ReactNode;
  emptyIcon?: ReactNode;
  onPageChange: (pageNo: number) => void;
  /** The rows of a page that has some; the pager follows them. */
  children: (page: P) => ReactNode;
}

/** A paged list's loading, failure, empty and filled states, the same on every screen. */
export function PagedQueryView<P extends PageShape>({
  query,
  testId,
  loadingLines,
  loadingClassName,
  emptyTitle,
  emptyIcon,
  onPageChange,
  children,
}: PagedQueryProps<P>) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <ErrorState
        message={t(errorKey(query.error))}
        onRetry={() => void query.refetch()}
        testId={`${testId}-error`}
      />
    );
  }
  const page = query.data;
  if (query.isPending || !page) {
    return (
      <Skeleton lines={loadingLines} className={loadingClassName} testId={`${testId}-loading`} />
    );
  }
  if (page.content.length === 0) {
    return <EmptyState title={emptyTitle} icon={emptyIcon} testId={`${testId}-empty`} />;
  }
  return (
    <>
      {children(page)}
      <Pager
        page={page.pageNo}
        totalPages={page.totalPages}
        onChange={onPageChange}
        testId={`${testId}-pager`}
      />
    </>
  );
}
