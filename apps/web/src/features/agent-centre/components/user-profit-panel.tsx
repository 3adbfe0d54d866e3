import { useTranslation } from 'react-i18next';
import { usePermissionValue } from '../../system/api/get-permission';
import { useTeamProfit } from '../api/get-team-profit';
import { useTeamFilter } from '../hooks/use-team-filter';
import { TeamProfitTable } from './team-profit-table';
import { TeamRecordsView } from './team-records-view';

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
    <TeamRecordsView
      filter={filter}
      query={query}
      testId="agent-profit"
      emptyTitle={t('agent.profit.empty')}
    >
      {(page) => <TeamProfitTable page={page} />}
    </TeamRecordsView>
  );
}
