import { useTranslation } from 'react-i18next';
import type { TeamProfitPage, TeamProfitRow } from '@sorteo/shared/contract/agent-centre';
import { Button } from '../../../components/ui/button';
import {
  DataTable,
  type DataTableColumn,
  type DataTableTotal,
} from '../../../components/ui/data-table';
import { formatMinor } from '../../../lib/money';

const figures = ['deposits', 'withdrawals', 'bets', 'payouts', 'bonus', 'profit'] as const;

/** The account whose own figures head the table when the agent looks into a downline. */
type ShownRow = TeamProfitRow & { own?: true };

export interface TeamProfitTableProps {
  page: TeamProfitPage;
  /** Lists that account's direct downlines instead. */
  onOpen: (account: string) => void;
}

/**
 * Each direct downline's money over the range, counted with everyone under it, and the
 * team's totals. A downline with accounts under it opens one level down.
 */
export function TeamProfitTable({ page, onOpen }: TeamProfitTableProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMinor(amount, page.currencyExponent, i18n.language);
  const tone = (profit: number) =>
    profit < 0
      ? 'agent-table__num amount--out'
      : profit > 0
        ? 'agent-table__num amount--in'
        : 'agent-table__num';

  const accountCell = (row: ShownRow) => {
    if (row.own) return t('agent.profit.own', { account: row.account });
    if (row.directCount === 0) return row.account;
    return (
      <Button
        variant="ghost"
        className="agent-table__open"
        aria-label={t('agent.profit.open', { account: row.account })}
        onClick={() => onOpen(row.account)}
        data-testid="agent-profit-open"
      >
        {row.account}
      </Button>
    );
  };
  const columns: DataTableColumn<ShownRow>[] = [
    {
      key: 'account',
      header: t('agent.account'),
      className: 'agent-table__account',
      cell: accountCell,
    },
    { key: 'level', header: t('agent.team.columns.level'), cell: (row) => row.depth },
    {
      key: 'directCount',
      header: t('agent.team.columns.directCount'),
      align: 'end',
      className: 'agent-table__num',
      cell: (row) => (row.own ? '' : row.directCount),
    },
    ...figures.map((figure): DataTableColumn<ShownRow> => ({
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
  const rows: ShownRow[] = page.viewing
    ? [{ ...page.viewing, directCount: page.total, own: true }, ...page.content]
    : page.content;

  return (
    <div className="agent-table-box">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => (row.own ? `own:${row.account}` : row.account)}
        rowAttributes={(row) => ({
          'data-testid': row.own ? 'agent-profit-own' : 'agent-profit-row',
          'data-account': row.account,
        })}
        caption={t('agent.profit.hint')}
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
