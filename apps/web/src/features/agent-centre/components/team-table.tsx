import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@sorteo/shared/contract/agent-centre';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { StatusChip } from '../../../components/ui/status-chip';
import { formatMinor } from '../../../lib/money';
import { accountTypeText } from '../lib/team-labels';

export interface TeamTableProps {
  rows: TeamMember[];
  exponent: number;
  timeZone: string;
}

/** One team account per row (a card per account on narrow screens). */
export function TeamTable({ rows, exponent, timeZone }: TeamTableProps) {
  const { t, i18n } = useTranslation();
  const typeName = (type: number) => {
    const known = accountTypeText(type);
    return known ? t(`agent.types.${known}`) : String(type);
  };
  const time = (at: number) => <DateTime at={at} timeZone={timeZone} />;
  const columns: DataTableColumn<TeamMember>[] = [
    {
      key: 'account',
      header: t('agent.team.columns.account'),
      className: 'agent-table__account',
      cell: (row) => row.account,
    },
    { key: 'level', header: t('agent.team.columns.level'), cell: (row) => row.depth },
    { key: 'type', header: t('agent.team.columns.type'), cell: (row) => typeName(row.type) },
    {
      key: 'status',
      header: t('agent.team.columns.status'),
      cell: (row) => (
        <StatusChip tone={row.status === 'active' ? 'good' : 'bad'} status={row.status}>
          {t(`agent.team.status.${row.status}`)}
        </StatusChip>
      ),
    },
    {
      key: 'balance',
      header: t('agent.team.columns.balance'),
      align: 'end',
      className: 'agent-table__num',
      cell: (row) => formatMinor(row.balance, exponent, i18n.language),
    },
    {
      key: 'directCount',
      header: t('agent.team.columns.directCount'),
      align: 'end',
      className: 'agent-table__num',
      cell: (row) => row.directCount,
    },
    {
      key: 'registered',
      header: t('agent.team.columns.registered'),
      cell: (row) => time(row.registeredAt),
    },
    {
      key: 'lastLogin',
      header: t('agent.team.columns.lastLogin'),
      cell: (row) => (row.lastLoginAt === null ? t('agent.team.never') : time(row.lastLoginAt)),
    },
  ];
  return (
    <div className="agent-table-box">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.account}
        rowAttributes={(row) => ({ 'data-testid': 'agent-team-row', 'data-account': row.account })}
        className="agent-table"
        testId="agent-team-table"
      />
    </div>
  );
}
