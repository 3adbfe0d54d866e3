import { useTranslation } from 'react-i18next';
import { PagedQueryView } from '../../../components/ui/paged-query';
import { usePermissionValue } from '../../system/api/get-permission';
import { useTeamProfit } from '../api/get-team-profit';
import { useTeamFilter } from '../hooks/use-team-filter';
import { TeamFilterForm } from './team-filter-form';
import { TeamProfitTable } from './team-profit-table';

const PAGE_SIZE = 20;

/** User profit and loss: each team account's figures over a range, with the team's totals. */
export function UserProfitPanel() {
  const { t } = useTranslation();
  const { timeZone } = usePermissionValue().whitelabel;
  const filter = useTeamFilter(timeZone);
  const query = useTeamProfit({
    ...filter.range,
    account: filter.account,
    pageNo: filter.pageNo,
    pageSize: PAGE_SIZE,
  });

  return (
    <div className="agent-panel__stack">
      <TeamFilterForm filter={filter} testId="agent-profit-filter" />
      <div className="agent-panel__stack" aria-busy={query.isFetching}>
        <PagedQueryView
          query={query}
          testId="agent-profit"
          loadingLines={6}
          emptyTitle={t('agent.profit.empty')}
          onPageChange={filter.setPageNo}
        >
          {(page) => <TeamProfitTable page={page} />}
        </PagedQueryView>
      </div>
    </div>
  );
}
