import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../lib/api-client';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Pager } from './pager';
import { Skeleton } from './skeleton';

interface ListShape {
  content: unknown[];
}

interface PageShape extends ListShape {
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

export interface QueryListProps<P extends ListShape> {
  query: PagedQuery<P>;
  /** Prefix of the parts' test ids: `-loading`, `-error`, `-empty`. */
  testId: string;
  loadingLines: number;
  loadingClassName?: string;
  emptyTitle: ReactNode;
  emptyIcon?: ReactNode;
  /** The rows of a page that has some. */
  children: (page: P) => ReactNode;
  /** After the rows: the way to other pages. */
  footer?: (page: P) => ReactNode;
}

/** A list's loading, failure, empty and filled states, the same on every screen. */
export function QueryListView<P extends ListShape>({
  query,
  testId,
  loadingLines,
  loadingClassName,
  emptyTitle,
  emptyIcon,
  children,
  footer,
}: QueryListProps<P>) {
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
      {footer?.(page)}
    </>
  );
}

export interface PagedQueryProps<P extends PageShape> extends Omit<QueryListProps<P>, 'footer'> {
  /** The pager's test id is `<testId>-pager`. */
  onPageChange: (pageNo: number) => void;
}

/** A numbered list of pages in its states (`QueryListView`), the pager after the rows. */
export function PagedQueryView<P extends PageShape>({ onPageChange, ...list }: PagedQueryProps<P>) {
  return (
    <QueryListView
      {...list}
      footer={(page) => (
        <Pager
          page={page.pageNo}
          totalPages={page.totalPages}
          onChange={onPageChange}
          testId={`${list.testId}-pager`}
        />
      )}
    />
  );
}
