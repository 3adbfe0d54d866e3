import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CursorPager } from '../../../components/ui/cursor-pager';
import { Tabs } from '../../../components/ui/tabs';
import { usePermissionValue } from '../../system/api/get-permission';
import { useTeamBets } from '../api/get-team-bets';
import { useTeamRounds } from '../api/get-team-rounds';
import { useCursorTrail } from '../hooks/use-cursor-trail';
import { useTeamFilter } from '../hooks/use-team-filter';
import { TeamBetsTable } from './team-bets-table';
import { TeamRecordsView } from './team-records-view';
import { TeamRoundsTable } from './team-rounds-table';

const PAGE_SIZE = 20;
type Source = 'lottery' | 'games';

/**
 * Team betting: the team's lottery bets, or its rounds of vendors' games, in a range, of one
 * account or all, newest first, a page at a time. `gameNames` names the lottery games by code.
 */
export function TeamBetsPanel({ gameNames }: { gameNames?: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const { timeZone } = usePermissionValue().whitelabel;
  const filter = useTeamFilter(timeZone);
  const [source, setSource] = useState<Source>('lottery');
  const trail = useCursorTrail(
    JSON.stringify([source, filter.range, filter.account, filter.searches]),
  );
  const asked = {
    ...filter.range,
    account: filter.account,
    before: trail.before,
    pageSize: PAGE_SIZE,
  };
  const pager = (testId: string) => (page: { next: number | null }) => (
    <CursorPager
      hasNewer={trail.hasNewer}
      hasOlder={page.next !== null}
      onNewer={trail.newer}
      onOlder={() => trail.older(page.next!)}
      testId={`${testId}-pager`}
    />
  );
  const bets = useTeamBets(asked, source === 'lottery');
  const rounds = useTeamRounds(asked, source === 'games');
  return (
    <Tabs
      items={[
        { key: 'lottery', label: t('agent.bets.lottery') },
        { key: 'games', label: t('agent.bets.games') },
      ]}
      activeKey={source}
      onSelect={(key) => setSource(key as Source)}
      label={t('agent.bets.sources')}
      testId="agent-bets-tabs"
      fill
    >
      {source === 'lottery' ? (
        <TeamRecordsView
          filter={filter}
          query={bets}
          testId="agent-bets"
          emptyTitle={t('agent.bets.empty')}
          footer={pager('agent-bets')}
        >
          {(page) => <TeamBetsTable page={page} timeZone={timeZone} gameNames={gameNames} />}
        </TeamRecordsView>
      ) : (
        <TeamRecordsView
          filter={filter}
          query={rounds}
          testId="agent-rounds"
          emptyTitle={t('agent.rounds.empty')}
          footer={pager('agent-rounds')}
        >
          {(page) => <TeamRoundsTable page={page} timeZone={timeZone} />}
        </TeamRecordsView>
      )}
    </Tabs>
  );
}
