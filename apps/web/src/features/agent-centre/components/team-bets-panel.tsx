import { useTranslation } from 'react-i18next';
import { PagedQueryView } from '../../../components/ui/paged-query';
import { usePermissionValue } from '../../system/api/get-permission';
import { useTeamBets } from '../api/get-team-bets';
import { useTeamFilter } from '../hooks/use-team-filter';
import { TeamBetsTable } from './team-bets-table';
import { TeamFilterForm } from './team-filter-form';

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
    <div className="agent-panel__stack">
      <TeamFilterForm filter={filter} testId="agent-bets-filter" />
      <div className="agent-panel__stack" aria-busy={query.isFetching}>
        <PagedQueryView
          query={query}
          testId="agent-bets"
          loadingLines={6}
          emptyTitle={t('agent.bets.empty')}
          onPageChange={filter.setPageNo}
        >
          {(page) => <TeamBetsTable page={page} timeZone={timeZone} />}
        </PagedQueryView>
      </div>
    </div>
  );
}
