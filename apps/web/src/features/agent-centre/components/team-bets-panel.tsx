import { useTranslation } from 'react-i18next';
import { usePermissionValue } from '../../system/api/get-permission';
import { useTeamBets } from '../api/get-team-bets';
import { useTeamFilter } from '../hooks/use-team-filter';
import { TeamBetsTable } from './team-bets-table';
import { TeamRecordsView } from './team-records-view';

const PAGE_SIZE = 20;

/** Team betting: the team's bets in a range, of one account or all, with their totals. */
export function TeamBetsPanel() {
  const { t } = useTranslation();
  const { timeZone } = usePermissionValue().whitelabel;
  const filter = useTeamFilter(timeZone);
  const query = useTeamBets({
    ...filter.range,
    account: filter.account,
    pageNo: filter.pageNo,
    pageSize: PAGE_SIZE,
  });
  return (
    <TeamRecordsView
      filter={filter}
      query={query}
      testId="agent-bets"
      emptyTitle={t('agent.bets.empty')}
    >
      {(page) => <TeamBetsTable page={page} timeZone={timeZone} />}
    </TeamRecordsView>
  );
}
