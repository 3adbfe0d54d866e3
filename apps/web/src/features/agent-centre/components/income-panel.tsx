import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { PagedQueryView } from '../../../components/ui/paged-query';
import { lastDays, type DateRange } from '../../../lib/date-range';
import { formatMinor } from '../../../lib/money';
import { usePermissionValue } from '../../system/api/get-permission';
import { useAgentIncome } from '../api/get-agent-income';
import { IncomeTable } from './income-table';

const PAGE_SIZE = 20;

/** My income: the agent's commissions, salaries and dividends in a range, and the total. */
export function IncomePanel() {
  const { t, i18n } = useTranslation();
  const { timeZone } = usePermissionValue().whitelabel;
  const [range, setRange] = useState<DateRange>(() => lastDays(7, timeZone));
  const [pageNo, setPageNo] = useState(1);
  const query = useAgentIncome({ ...range, pageNo, pageSize: PAGE_SIZE });
  const page = query.data;

  return (
    <div className="agent-panel__stack">
      <DateRangeFilter
        value={range}
        onApply={(next) => {
          setRange(next);
          setPageNo(1);
        }}
        testId="agent-income-filter"
      />
      {/* The total of the range asked for, not of the one shown while it loads. */}
      {page && !query.isPlaceholderData ? (
        <p className="agent-total" aria-live="polite">
          <span>{t('agent.income.total')}</span>
          <strong
            className={page.total < 0 ? 'amount--out' : page.total > 0 ? 'amount--in' : undefined}
            data-testid="agent-income-total"
          >
            {formatMinor(page.total, page.currencyExponent, i18n.language, page.currency)}
          </strong>
        </p>
      ) : null}
      <div className="agent-panel__stack" aria-busy={query.isFetching}>
        <PagedQueryView
          query={query}
          testId="agent-income"
          loadingLines={6}
          emptyTitle={t('agent.income.empty')}
          onPageChange={setPageNo}
        >
          {(loaded) => (
            <IncomeTable
              rows={loaded.content}
              exponent={loaded.currencyExponent}
              timeZone={timeZone}
            />
          )}
        </PagedQueryView>
      </div>
    </div>
  );
}
