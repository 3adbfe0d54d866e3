import { useTranslation } from 'react-i18next';
import type { TeamRound, TeamRoundsPage } from '@sorteo/shared/contract/agent-centre';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { formatMinor } from '../../../lib/money';

export interface TeamRoundsTableProps {
  page: TeamRoundsPage;
  timeZone: string;
}

/** The team's rounds of vendors' games, newest first, with game names and the totals. */
export function TeamRoundsTable({ page, timeZone }: TeamRoundsTableProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMinor(amount, page.currencyExponent, i18n.language);
  const columns: DataTableColumn<TeamRound>[] = [
    {
      key: 'time',
      header: t('betting.columns.time'),
      cell: (round) => <DateTime at={round.openedAt} timeZone={timeZone} />,
    },
    {
      key: 'account',
      header: t('agent.account'),
      className: 'agent-table__account',
      cell: (round) => round.account,
    },
    { key: 'vendor', header: t('agent.rounds.vendor'), cell: (round) => round.vendorName },
    {
      key: 'game',
      header: t('betting.columns.game'),
      className: 'agent-table__wrap',
      cell: (round) => round.gameName,
    },
    {
      key: 'stake',
      header: t('betting.columns.stake'),
      align: 'end',
      className: 'agent-table__num',
      cell: (round) => money(round.stake),
    },
    {
      key: 'win',
      header: t('betting.columns.payout'),
      align: 'end',
      className: 'agent-table__num',
      cell: (round) => money(round.win + round.refunded),
      testId: 'agent-rounds-win',
    },
    {
      key: 'profit',
      header: t('agent.rounds.profit'),
      align: 'end',
      className: 'agent-table__num',
      cell: (round) => money(round.profit),
    },
  ];
  return (
    <div className="agent-table-box">
      <DataTable
        columns={columns}
        rows={page.content}
        rowKey={(round) => round.roundRef}
        rowAttributes={() => ({ 'data-testid': 'agent-rounds-row' })}
        className="agent-table"
        testId="agent-rounds-table"
      />
    </div>
  );
}
