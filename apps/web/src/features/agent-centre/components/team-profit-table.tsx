import { useTranslation } from 'react-i18next';
import type { TeamProfitPage, TeamProfitRow } from '@sorteo/shared/contract/agent-centre';
import {
  DataTable,
  type DataTableColumn,
  type DataTableTotal,
} from '../../../components/ui/data-table';
import { formatMinor } from '../../../lib/money';

const figures = ['deposits', 'withdrawals', 'bets', 'payouts', 'bonus', 'profit'] as const;

/** Each team account's money over the range, and the team's totals. */
export function TeamProfitTable({ page }: { page: TeamProfitPage }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMinor(amount, page.currencyExponent, i18n.language);
  const tone = (profit: number) =>
    profit < 0
      ? 'agent-table__num amount--out'
      : profit > 0
        ? 'agent-table__num amount--in'
        : 'agent-table__num';

  const columns: DataTableColumn<TeamProfitRow>[] = [
    {
      key: 'account',
      header: t('agent.account'),
      className: 'agent-table__account',
      cell: (row) => row.account,
    },
    { key: 'level', header: t('agent.team.columns.level'), cell: (row) => row.depth },
    ...figures.map((figure): DataTableColumn<TeamProfitRow> => ({
      key: figure,
      header: t(`profit.categories.${figure}`),
      align: 'end',
      className: figure === 'profit' ? (row) => tone(row.profit) : 'agent-table__num',
      cell: (row) => money(row[figure]),
    })),
  ];
  const totals = Object.fromEntries(
    figures.map((figure): [string, DataTableTotal] => [
      figure,
      {
        content: money(page.totals[figure]),
        className: figure === 'profit' ? tone(page.totals.profit) : 'agent-table__num',
        testId: `agent-profit-total-${figure}`,
      },
    ]),
  );

  return (
    <div className="agent-table-box">
      <DataTable
        columns={columns}
        rows={page.content}
        rowKey={(row) => row.account}
        rowAttributes={(row) => ({
          'data-testid': 'agent-profit-row',
          'data-account': row.account,
        })}
        footer={{
          label: t('agent.total'),
          totals,
          className: 'agent-table__totals',
          testId: 'agent-profit-totals',
        }}
        className="agent-table"
        testId="agent-profit-table"
      />
    </div>
  );
}
