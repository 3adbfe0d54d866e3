import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionKinds, type TransactionKind } from '@sorteo/shared/contract/ledger';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { PagedQueryView } from '../../../components/ui/paged-query';
import { SelectField } from '../../../components/ui/select-field';
import { lastDays, type DateRange } from '../../../lib/date-range';
import { usePermissionValue } from '../../system/api/get-permission';
import { useWalletTransactions } from '../api/get-wallet-transactions';
import { MovementsTable } from './movements-table';
import './account-record.css';

const PAGE_SIZE = 20;
// Demo grants belong to trial accounts, which never reach this page.
const offeredKinds = transactionKinds.filter((kind) => kind !== 'demo_grant');

/**
 * The account record (SPEC §2 "in_account_record"): every movement of the player's wallet
 * in a date range (last 7 days unless changed, at most 90), optionally of one type.
 */
export function AccountRecord() {
  const { t } = useTranslation();
  const brand = usePermissionValue().whitelabel;
  const [range, setRange] = useState<DateRange>(() => lastDays(7, brand.timeZone));
  const [kind, setKind] = useState<TransactionKind | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const query = useWalletTransactions({ ...range, kind, pageNo, pageSize: PAGE_SIZE });

  const kindOptions = [
    { value: '', label: t('records.allKinds') },
    ...offeredKinds.map((k) => ({ value: k, label: t(`records.kinds.${k}`) })),
  ];

  return (
    <div className="account-record" data-testid="account-record">
      <DateRangeFilter
        value={range}
        onApply={(next) => {
          setRange(next);
          setPageNo(1);
        }}
        testId="records-filter"
      >
        <SelectField
          label={t('records.kind')}
          options={kindOptions}
          value={kind ?? ''}
          onChange={(e) => {
            setKind((e.target.value || null) as TransactionKind | null);
            setPageNo(1);
          }}
          testId="records-kind"
        />
      </DateRangeFilter>
      <p className="records-summary" aria-live="polite" data-testid="records-summary">
        {query.data
          ? t('records.summary', {
              from: range.from,
              to: range.to,
              total: String(query.data.total),
            })
          : null}
      </p>
      <div aria-busy={query.isFetching} className="records-body">
        <PagedQueryView
          query={query}
          testId="records"
          loadingLines={6}
          emptyTitle={t('records.empty')}
          onPageChange={setPageNo}
        >
          {(page) => (
            <MovementsTable
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
