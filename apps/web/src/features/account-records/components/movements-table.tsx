import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { formatMinor, signedMinor } from '../../../lib/money';
import { movementDetail } from '../lib/movement-detail';
import type { WalletRecord } from '@sorteo/shared';

export interface MovementsTableProps {
  rows: WalletRecord[];
  exponent: number;
  timeZone: string;
}

/**
 * One wallet movement per row; on narrow screens each row becomes a card whose cells carry
 * their column name (`data-label`), so nothing scrolls sideways.
 */
export function MovementsTable({ rows, exponent, timeZone }: MovementsTableProps) {
  const { t, i18n } = useTranslation();
  const detail = (row: WalletRecord) => {
    const found = movementDetail(row.memo, row.reference);
    if (found.kind === 'memo') return found.text;
    if (found.kind === 'request') return t('records.reference', { id: found.id });
    return '—';
  };
  const columns: DataTableColumn<WalletRecord>[] = [
    {
      key: 'time',
      header: t('records.columns.time'),
      cell: (row) => <DateTime at={row.createdAt} timeZone={timeZone} />,
    },
    {
      key: 'kind',
      header: t('records.columns.kind'),
      testId: 'records-row-kind',
      cell: (row) => t(`records.kinds.${row.kind}`),
    },
    {
      key: 'amount',
      header: t('records.columns.amount'),
      align: 'end',
      className: (row) => `records-table__num ${row.amount < 0 ? 'amount--out' : 'amount--in'}`,
      testId: 'records-row-amount',
      cell: (row) => signedMinor(row.amount, exponent, i18n.language),
    },
    {
      key: 'balanceAfter',
      header: t('records.columns.balanceAfter'),
      align: 'end',
      className: 'records-table__num',
      testId: 'records-row-balance',
      cell: (row) => formatMinor(row.balanceAfter, exponent, i18n.language),
    },
    {
      key: 'memo',
      header: t('records.columns.memo'),
      className: 'records-table__memo',
      cell: detail,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ 'data-testid': 'records-row', 'data-kind': row.kind })}
      className="records-table"
      testId="records-table"
    />
  );
}
