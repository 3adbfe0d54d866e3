import { useTranslation } from 'react-i18next';
import type { TeamTransaction } from '@sorteo/shared/contract/agent-centre';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { formatMinor, signedMinor } from '../../../lib/money';

export interface TeamTransactionsTableProps {
  rows: TeamTransaction[];
  exponent: number;
  timeZone: string;
}

/** Team wallet movements, newest first; a plus marks money into the member's wallet. */
export function TeamTransactionsTable({ rows, exponent, timeZone }: TeamTransactionsTableProps) {
  const { t, i18n } = useTranslation();
  const columns: DataTableColumn<TeamTransaction>[] = [
    {
      key: 'time',
      header: t('records.columns.time'),
      cell: (row) => <DateTime at={row.createdAt} timeZone={timeZone} />,
    },
    {
      key: 'account',
      header: t('agent.account'),
      className: 'agent-table__account',
      cell: (row) => row.account,
    },
    {
      key: 'kind',
      header: t('records.columns.kind'),
      cell: (row) => t(`records.kinds.${row.kind}`),
    },
    {
      key: 'amount',
      header: t('records.columns.amount'),
      align: 'end',
      className: (row) => `agent-table__num ${row.amount < 0 ? 'amount--out' : 'amount--in'}`,
      cell: (row) => signedMinor(row.amount, exponent, i18n.language),
    },
    {
      key: 'balanceAfter',
      header: t('records.columns.balanceAfter'),
      align: 'end',
      className: 'agent-table__num',
      cell: (row) => formatMinor(row.balanceAfter, exponent, i18n.language),
    },
  ];
  return (
    <div className="agent-table-box">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({
          'data-testid': 'agent-transactions-row',
          'data-kind': row.kind,
        })}
        className="agent-table"
        testId="agent-transactions-table"
      />
    </div>
  );
}
