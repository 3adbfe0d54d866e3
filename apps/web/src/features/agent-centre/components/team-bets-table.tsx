import { useTranslation } from 'react-i18next';
import type { TeamBet, TeamBetsPage } from '@sorteo/shared/contract/agent-centre';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { StatusChip } from '../../../components/ui/status-chip';
import { formatMinor } from '../../../lib/money';
import { betStatusTone, knownBetStatus } from '../lib/team-labels';

export interface TeamBetsTableProps {
  page: TeamBetsPage;
  timeZone: string;
  /** Lottery game names by code, from the lottery menu; a code without one shows as is. */
  gameNames?: ReadonlyMap<string, string>;
}

/** The team's bets, newest first, and the totals of every bet the filter matches. */
export function TeamBetsTable({ page, timeZone, gameNames }: TeamBetsTableProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMinor(amount, page.currencyExponent, i18n.language);
  const statusName = (status: string) => {
    const known = knownBetStatus(status);
    return known ? t(`betting.statuses.${known}`) : status;
  };
  // The site's own name of the game in the reader's language, as the betting record shows it.
  const gameName = (code: string) =>
    t(`betting.games.${code}` as 'betting.games.VN_MB', {
      defaultValue: gameNames?.get(code) ?? code,
    });
  const betTypeName = (betType: string) =>
    t(`betting.betTypes.${betType}` as 'betting.betTypes.de', { defaultValue: betType });
  const columns: DataTableColumn<TeamBet>[] = [
    {
      key: 'time',
      header: t('betting.columns.time'),
      cell: (bet) => <DateTime at={bet.placedAt} timeZone={timeZone} />,
    },
    {
      key: 'account',
      header: t('agent.account'),
      className: 'agent-table__account',
      cell: (bet) => bet.account,
    },
    {
      key: 'game',
      header: t('betting.columns.game'),
      className: 'agent-table__wrap',
      testId: 'agent-bets-game',
      cell: (bet) => gameName(bet.gameCode),
    },
    { key: 'period', header: t('agent.bets.period'), cell: (bet) => bet.periodNo },
    {
      key: 'betType',
      header: t('betting.columns.betType'),
      cell: (bet) => betTypeName(bet.betType),
    },
    {
      key: 'pick',
      header: t('betting.columns.pick'),
      className: 'agent-table__wrap',
      cell: (bet) => bet.picks,
    },
    {
      key: 'stake',
      header: t('betting.columns.stake'),
      align: 'end',
      className: 'agent-table__num',
      cell: (bet) => money(bet.stake),
    },
    {
      key: 'win',
      header: t('betting.columns.payout'),
      align: 'end',
      className: 'agent-table__num',
      cell: (bet) => money(bet.win),
    },
    {
      key: 'status',
      header: t('betting.columns.status'),
      cell: (bet) => (
        <StatusChip tone={betStatusTone(bet.status)} status={bet.status}>
          {statusName(bet.status)}
        </StatusChip>
      ),
    },
  ];

  return (
    <div className="agent-table-box">
      <DataTable
        columns={columns}
        rows={page.content}
        rowKey={(bet) => bet.betId}
        rowAttributes={(bet) => ({ 'data-testid': 'agent-bets-row', 'data-status': bet.status })}
        className="agent-table"
        testId="agent-bets-table"
      />
    </div>
  );
}
