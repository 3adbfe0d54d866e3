import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/ui/date-time';
import '../../../components/ui/data-table.css';
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
  const columns = {
    time: t('records.columns.time'),
    kind: t('records.columns.kind'),
    amount: t('records.columns.amount'),
    balanceAfter: t('records.columns.balanceAfter'),
    memo: t('records.columns.memo'),
  };
  return (
    <table className="data-table records-table" data-testid="records-table">
      <thead>
        <tr>
          <th scope="col">{columns.time}</th>
          <th scope="col">{columns.kind}</th>
          <th scope="col" className="records-table__num">
            {columns.amount}
          </th>
          <th scope="col" className="records-table__num">
            {columns.balanceAfter}
          </th>
          <th scope="col">{columns.memo}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="records-row" data-kind={row.kind}>
            <td data-label={columns.time}>
              <DateTime at={row.createdAt} timeZone={timeZone} />
            </td>
            <td data-label={columns.kind} data-testid="records-row-kind">
              {t(`records.kinds.${row.kind}`)}
            </td>
            <td
              data-label={columns.amount}
              className={`records-table__num ${row.amount < 0 ? 'amount--out' : 'amount--in'}`}
              data-testid="records-row-amount"
            >
              {signedMinor(row.amount, exponent, i18n.language)}
            </td>
            <td
              data-label={columns.balanceAfter}
              className="records-table__num"
              data-testid="records-row-balance"
            >
              {formatMinor(row.balanceAfter, exponent, i18n.language)}
            </td>
            <td data-label={columns.memo} className="records-table__memo">
              {detail(row)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
