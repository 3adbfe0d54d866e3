import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useAnnouncements } from '../api/get-announcements';
import { AnnouncementBody } from './announcement-body';
import './announcements.css';

export interface AnnouncementListProps {
  timeZone: string;
}

function Detail({ item, timeZone }: { item: Announcement; timeZone: string }) {
  return (
    <article className="ann-detail__article" data-testid="announcement-detail">
      <h3 className="ann-detail__title" data-testid="announcement-detail-title">
        {item.title}
      </h3>
      <time
        className="ann-detail__time"
        dateTime={new Date(item.timestamp).toISOString()}
        data-testid="announcement-detail-time"
      >
        {formatDateTime(item.timestamp, timeZone)}
      </time>
      <AnnouncementBody html={item.content} testId="announcement-detail-content" />
    </article>
  );
}

/**
 * Announcements of type B, nine a page, with the chosen one read beside the list: the
 * announcement dialog's content, and the agent centre's first panel.
 */
export function AnnouncementList({ timeZone }: AnnouncementListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // On narrow screens the list and the detail take turns.
  const [showDetail, setShowDetail] = useState(false);
  const query = useAnnouncements(page);
  const items = query.data?.content ?? [];
  const selected = items.find((a) => a.id === selectedId) ?? items[0] ?? null;

  const changePage = (next: number) => {
    setPage(next);
    setSelectedId(null);
    setShowDetail(false);
  };

  if (query.isPending) {
    return <Skeleton lines={6} className="ann-skeleton" testId="announcement-loading" />;
  }
  if (query.isError) {
    return <ErrorState message={t(errorKey(query.error))} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) {
    return <EmptyState title={t('announcements.empty')} testId="announcement-empty" />;
  }
  return (
    <div className={`ann-layout ${showDetail ? 'ann-layout--detail' : ''}`}>
      <div className="ann-list-pane">
        <ul className="ann-list" data-testid="announcement-list" aria-busy={query.isFetching}>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="ann-list__item"
                aria-current={selected?.id === item.id ? 'true' : undefined}
                onClick={() => {
                  setSelectedId(item.id);
                  setShowDetail(true);
                }}
                data-testid="announcement-item"
                data-id={item.id}
              >
                <span className="ann-list__title">{item.title}</span>
                <span className="ann-list__time">{formatDateTime(item.timestamp, timeZone)}</span>
              </button>
            </li>
          ))}
        </ul>
        <Pager
          page={query.data?.pageNo ?? page}
          totalPages={query.data?.totalPages ?? 1}
          onChange={changePage}
          testId="announcement-pager"
        />
      </div>
      <div className="ann-detail" aria-live="polite">
        <Button
          type="button"
          variant="ghost"
          className="ann-detail__back"
          onClick={() => setShowDetail(false)}
        >
          <ChevronLeftIcon />
          {t('announcements.backToList')}
        </Button>
        {selected ? <Detail item={selected} timeZone={timeZone} /> : null}
      </div>
    </div>
  );
}
