import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusRecord } from '@sorteo/shared';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { GiftIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { lastDays, type DateRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date';
import { formatMinor } from '../../../lib/money';
import { usePermissionValue } from '../../system/api/get-permission';
import { useBonusMovements } from '../api/get-bonus-movements';
import './bonus-details.css';

const PAGE_SIZE = 20;
// Bonuses are occasional: a month shows more than the week the other records start with.
const BONUS_DAYS = 30;

interface BonusListProps {
  rows: BonusRecord[];
  exponent: number;
  timeZone: string;
}

function BonusList({ rows, exponent, timeZone }: BonusListProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="bonus-list" data-testid="bonus-list">
      {rows.map((row) => (
        <li key={row.id} className="bonus-item" data-testid="bonus-row">
          <div className="bonus-item__main">
            <p className="bonus-item__reason" data-testid="bonus-row-reason">
              {row.memo || t('bonus.noReason')}
            </p>
            <time className="bonus-item__time" dateTime={new Date(row.createdAt).toISOString()}>
              {formatDateTime(row.createdAt, timeZone)}
            </time>
          </div>
          <span
            className={row.amount < 0 ? 'bonus-item__amount amount--out' : 'bonus-item__amount'}
            data-testid="bonus-row-amount"
          >
            {row.amount > 0 ? '+' : ''}
            {formatMinor(row.amount, exponent, i18n.language)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Bonus details (SPEC §2 "in_bonus_details"): each bonus with its reason, and the total. */
export function BonusDetails() {
  const { t, i18n } = useTranslation();
  const brand = usePermissionValue().whitelabel;
  const [range, setRange] = useState<DateRange>(() => lastDays(BONUS_DAYS, brand.timeZone));
  const [pageNo, setPageNo] = useState(1);
  const query = useBonusMovements({ ...range, pageNo, pageSize: PAGE_SIZE });
  const data = query.data;

  const body = () => {
    if (query.isPending) return <Skeleton lines={5} testId="bonus-loading" />;
    if (query.isError) {
      return (
        <ErrorState
          message={t(errorKey(query.error))}
          onRetry={() => void query.refetch()}
          testId="bonus-error"
        />
      );
    }
    if (query.data.content.length === 0) {
      return (
        <EmptyState
          icon={<GiftIcon width={28} height={28} />}
          title={t('bonus.empty')}
          testId="bonus-empty"
        />
      );
    }
    return (
      <>
        <BonusList
          rows={query.data.content}
          exponent={query.data.currencyExponent}
          timeZone={brand.timeZone}
        />
        <Pager
          page={query.data.pageNo}
          totalPages={query.data.totalPages}
          onChange={setPageNo}
          testId="bonus-pager"
        />
      </>
    );
  };

  return (
    <div className="bonus-details" data-testid="bonus-details">
      <DateRangeFilter
        value={range}
        onApply={(next) => {
          setRange(next);
          setPageNo(1);
        }}
        testId="bonus-filter"
      />
      <dl className="bonus-total" aria-live="polite">
        <div>
          <dt>{t('bonus.total')}</dt>
          <dd className="bonus-total__amount" data-testid="bonus-total">
            {data
              ? formatMinor(data.totals.amount, data.currencyExponent, i18n.language, data.currency)
              : '…'}
          </dd>
        </div>
        <div>
          <dt>{t('bonus.count')}</dt>
          <dd data-testid="bonus-count">{data ? data.totals.count : '…'}</dd>
        </div>
        <p className="bonus-total__range">{t('bonus.range', { from: range.from, to: range.to })}</p>
      </dl>
      <div aria-busy={query.isFetching} className="bonus-body">
        {body()}
      </div>
    </div>
  );
}
