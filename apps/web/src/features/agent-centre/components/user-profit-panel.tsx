import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { usePermissionValue } from '../../system/api/get-permission';
import { useTeamProfit } from '../api/get-team-profit';
import { useTeamFilter } from '../hooks/use-team-filter';
import { TeamProfitTable } from './team-profit-table';
import { numberedPages, TeamRecordsView } from './team-records-view';

const PAGE_SIZE = 20;

/**
 * User profit and loss: the agent's direct downlines (or a team account's, opened from its
 * row or named in the filter), each counted with its own team, and the team's totals.
 */
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
  const notice = filter.account ? (
    <p className="agent-profit-viewing" data-testid="agent-profit-viewing">
      <span>{t('agent.profit.viewing', { account: filter.account })}</span>
      <Button
        variant="ghost"
        onClick={() => filter.showAccount(null)}
        data-testid="agent-profit-back"
      >
        {t('agent.profit.back')}
      </Button>
    </p>
  ) : null;
  return (
    <TeamRecordsView
      filter={filter}
      query={query}
      testId="agent-profit"
      emptyTitle={t('agent.profit.empty')}
      notice={notice}
      footer={numberedPages(filter, 'agent-profit')}
    >
      {(page) => <TeamProfitTable page={page} onOpen={filter.showAccount} />}
    </TeamRecordsView>
  );
}
