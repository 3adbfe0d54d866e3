import { useTranslation } from 'react-i18next';
import type { AgentIncomeRecord } from '@sorteo/shared/contract/agent-centre';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { formatMinor, signedMinor } from '../../../lib/money';
import { startText } from '../lib/contract-dates';
import { payoutMemo } from '../lib/income-memo';

export interface IncomeTableProps {
  rows: AgentIncomeRecord[];
  exponent: number;
  timeZone: string;
}

/**
 * The agent's income records (commissions, salaries, dividends), newest first; income
 * taken back shows as negative.
 */
export function IncomeTable({ rows, exponent, timeZone }: IncomeTableProps) {
  const { t, i18n } = useTranslation();
  const detail = (row: AgentIncomeRecord) => {
    const paid = payoutMemo(row.memo);
    if (paid) {
      return t('agent.income.memo', {
        kind: t(`agent.contracts.kinds.${paid.kind}`),
        from: startText(paid.kind, paid.from, timeZone),
      });
    }
    return row.memo ?? t(`records.kinds.${row.kind}`);
  };
  const columns: DataTableColumn<AgentIncomeRecord>[] = [
    {
      key: 'time',
      header: t('records.columns.time'),
      cell: (row) => <DateTime at={row.createdAt} timeZone={timeZone} />,
    },
    {
      key: 'kind',
      header: t('records.columns.kind'),
      testId: 'agent-income-kind',
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
    {
      key: 'memo',
      header: t('records.columns.memo'),
      className: 'agent-table__wrap',
      cell: detail,
    },
  ];
  return (
    <div className="agent-table-box">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-testid': 'agent-income-row', 'data-kind': row.kind })}
        className="agent-table"
        testId="agent-income-table"
      />
    </div>
  );
}
