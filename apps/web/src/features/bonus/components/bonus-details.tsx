import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusRecord } from '@sorteo/shared';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { GiftIcon } from '../../../components/ui/icons';
import { PagedQueryView } from '../../../components/ui/paged-query';
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
        <PagedQueryView
          query={query}
          testId="bonus"
          loadingLines={5}
          emptyTitle={t('bonus.empty')}
          emptyIcon={<GiftIcon width={28} height={28} />}
          onPageChange={setPageNo}
        >
          {(page) => (
            <BonusList
              rows={page.content}
              exponent={page.currencyExponent}
              timeZone={brand.timeZone}
            />
          )}
        </PagedQueryView>
      </div>
    </div>
  );
}
