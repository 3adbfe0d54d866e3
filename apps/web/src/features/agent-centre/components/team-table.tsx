import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@sorteo/shared/contract/agent-centre';
import { DateTime } from '../../../components/ui/date-time';
import { StatusChip } from '../../../components/ui/status-chip';
import { formatMinor } from '../../../lib/money';
import { accountTypeText } from '../lib/team-labels';
import '../../../components/ui/data-table.css';

export interface TeamTableProps {
  rows: TeamMember[];
  exponent: number;
  timeZone: string;
}

/** One team account per row (a card per account on narrow screens). */
export function TeamTable({ rows, exponent, timeZone }: TeamTableProps) {
  const { t, i18n } = useTranslation();
  const columns = {
    account: t('agent.team.columns.account'),
    level: t('agent.team.columns.level'),
    type: t('agent.team.columns.type'),
    status: t('agent.team.columns.status'),
    balance: t('agent.team.columns.balance'),
    directCount: t('agent.team.columns.directCount'),
    registered: t('agent.team.columns.registered'),
    lastLogin: t('agent.team.columns.lastLogin'),
  };
  const typeName = (type: number) => {
    const known = accountTypeText(type);
    return known ? t(`agent.types.${known}`) : String(type);
  };
  const time = (at: number) => <DateTime at={at} timeZone={timeZone} />;
  return (
    <div className="agent-table-box">
      <table className="data-table agent-table" data-testid="agent-team-table">
        <thead>
          <tr>
            <th scope="col">{columns.account}</th>
            <th scope="col">{columns.level}</th>
            <th scope="col">{columns.type}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col" className="agent-table__num">
              {columns.balance}
            </th>
            <th scope="col" className="agent-table__num">
              {columns.directCount}
            </th>
            <th scope="col">{columns.registered}</th>
            <th scope="col">{columns.lastLogin}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.account} data-testid="agent-team-row" data-account={row.account}>
              <td data-label={columns.account} className="agent-table__account">
                {row.account}
              </td>
              <td data-label={columns.level}>{row.depth}</td>
              <td data-label={columns.type}>{typeName(row.type)}</td>
              <td data-label={columns.status}>
                <StatusChip tone={row.status === 'active' ? 'good' : 'bad'} status={row.status}>
                  {t(`agent.team.status.${row.status}`)}
                </StatusChip>
              </td>
              <td data-label={columns.balance} className="agent-table__num">
                {formatMinor(row.balance, exponent, i18n.language)}
              </td>
              <td data-label={columns.directCount} className="agent-table__num">
                {row.directCount}
              </td>
              <td data-label={columns.registered}>{time(row.registeredAt)}</td>
              <td data-label={columns.lastLogin}>
                {row.lastLoginAt === null ? t('agent.team.never') : time(row.lastLoginAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
