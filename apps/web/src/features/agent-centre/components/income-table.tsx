import { useTranslation } from 'react-i18next';
import type { AgentIncomeRecord } from '@sorteo/shared/contract/agent-centre';
import { DateTime } from '../../../components/ui/date-time';
import { formatMinor, signedMinor } from '../../../lib/money';
import '../../../components/ui/data-table.css';

export interface IncomeTableProps {
  rows: AgentIncomeRecord[];
  exponent: number;
  timeZone: string;
}

/** The agent's commission records, newest first; income taken back shows as negative. */
export function IncomeTable({ rows, exponent, timeZone }: IncomeTableProps) {
  const { t, i18n } = useTranslation();
  const columns = {
    time: t('records.columns.time'),
    amount: t('records.columns.amount'),
    balanceAfter: t('records.columns.balanceAfter'),
    memo: t('records.columns.memo'),
  };
  return (
    <div className="agent-table-box">
      <table className="data-table agent-table" data-testid="agent-income-table">
        <thead>
          <tr>
            <th scope="col">{columns.time}</th>
            <th scope="col" className="agent-table__num">
              {columns.amount}
            </th>
            <th scope="col" className="agent-table__num">
              {columns.balanceAfter}
            </th>
            <th scope="col">{columns.memo}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="agent-income-row">
              <td data-label={columns.time}>
                <DateTime at={row.createdAt} timeZone={timeZone} />
              </td>
              <td
                data-label={columns.amount}
                className={`agent-table__num ${row.amount < 0 ? 'amount--out' : 'amount--in'}`}
              >
                {signedMinor(row.amount, exponent, i18n.language)}
              </td>
              <td data-label={columns.balanceAfter} className="agent-table__num">
                {formatMinor(row.balanceAfter, exponent, i18n.language)}
              </td>
              <td data-label={columns.memo} className="agent-table__wrap">
                {row.memo ?? t(`records.kinds.${row.kind}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
