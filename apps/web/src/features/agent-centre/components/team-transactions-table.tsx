import { useTranslation } from 'react-i18next';
import type { TeamTransaction } from '@sorteo/shared/contract/agent-centre';
import { DateTime } from '../../../components/ui/date-time';
import { formatMinor, signedMinor } from '../../../lib/money';
import '../../../components/ui/data-table.css';

export interface TeamTransactionsTableProps {
  rows: TeamTransaction[];
  exponent: number;
  timeZone: string;
}

/** Team wallet movements, newest first; a plus marks money into the member's wallet. */
export function TeamTransactionsTable({ rows, exponent, timeZone }: TeamTransactionsTableProps) {
  const { t, i18n } = useTranslation();
  const columns = {
    time: t('records.columns.time'),
    account: t('agent.account'),
    kind: t('records.columns.kind'),
    amount: t('records.columns.amount'),
    balanceAfter: t('records.columns.balanceAfter'),
  };
  return (
    <div className="agent-table-box">
      <table className="data-table agent-table" data-testid="agent-transactions-table">
        <thead>
          <tr>
            <th scope="col">{columns.time}</th>
            <th scope="col">{columns.account}</th>
            <th scope="col">{columns.kind}</th>
            <th scope="col" className="agent-table__num">
              {columns.amount}
            </th>
            <th scope="col" className="agent-table__num">
              {columns.balanceAfter}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="agent-transactions-row" data-kind={row.kind}>
              <td data-label={columns.time}>
                <DateTime at={row.createdAt} timeZone={timeZone} />
              </td>
              <td data-label={columns.account} className="agent-table__account">
                {row.account}
              </td>
              <td data-label={columns.kind}>{t(`records.kinds.${row.kind}`)}</td>
              <td
                data-label={columns.amount}
                className={`agent-table__num ${row.amount < 0 ? 'amount--out' : 'amount--in'}`}
              >
                {signedMinor(row.amount, exponent, i18n.language)}
              </td>
              <td data-label={columns.balanceAfter} className="agent-table__num">
                {formatMinor(row.balanceAfter, exponent, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
