import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { lastDays, type DateRange } from '../../../lib/date-range';
import { usePermissionValue } from '../../system/api/get-permission';
import { useAgentOverview } from '../api/get-agent-overview';
import { OverviewChart } from './overview-chart';
import { OverviewFigures } from './overview-figures';

/** Overview: the team and its money over a range (last 7 days to start), with the daily chart. */
export function OverviewPanel() {
  const { t } = useTranslation();
  const { timeZone } = usePermissionValue().whitelabel;
  const [range, setRange] = useState<DateRange>(() => lastDays(7, timeZone));
  const query = useAgentOverview(range);

  const body = () => {
    if (query.isPending) return <Skeleton lines={8} testId="agent-overview-loading" />;
    if (query.isError) {
      return (
        <ErrorState
          message={t(errorKey(query.error))}
          onRetry={() => void query.refetch()}
          testId="agent-overview-error"
        />
      );
    }
    return (
      <>
        <OverviewFigures overview={query.data} />
        <OverviewChart overview={query.data} />
      </>
    );
  };

  return (
    <div className="agent-panel__stack">
      <DateRangeFilter value={range} onApply={setRange} testId="agent-overview-filter" />
      <div className="agent-panel__stack" aria-busy={query.isFetching}>
        {body()}
      </div>
    </div>
  );
}
