import { useTranslation } from 'react-i18next';
import type { TeamBetsPage } from '@sorteo/shared/contract/agent-centre';
import { DateTime } from '../../../components/ui/date-time';
import { StatusChip } from '../../../components/ui/status-chip';
import { formatMinor } from '../../../lib/money';
import { betStatusTone, knownBetStatus } from '../lib/team-labels';
import '../../../components/ui/data-table.css';

export interface TeamBetsTableProps {
  page: TeamBetsPage;
  timeZone: string;
}

/** The team's bets, newest first, and the totals of every bet the filter matches. */
export function TeamBetsTable({ page, timeZone }: TeamBetsTableProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMinor(amount, page.currencyExponent, i18n.language);
  const columns = {
    time: t('betting.columns.time'),
    account: t('agent.account'),
    game: t('betting.columns.game'),
    period: t('agent.bets.period'),
    betType: t('betting.columns.betType'),
    pick: t('betting.columns.pick'),
    stake: t('betting.columns.stake'),
    win: t('betting.columns.payout'),
    status: t('betting.columns.status'),
  };
  const statusName = (status: string) => {
    const known = knownBetStatus(status);
    return known ? t(`betting.statuses.${known}`) : status;
  };
  const betTypeName = (betType: string) =>
    t(`betting.betTypes.${betType}` as 'betting.betTypes.de', { defaultValue: betType });

  return (
    <div className="agent-table-box">
      <table className="data-table agent-table" data-testid="agent-bets-table">
        <thead>
          <tr>
            <th scope="col">{columns.time}</th>
            <th scope="col">{columns.account}</th>
            <th scope="col">{columns.game}</th>
            <th scope="col">{columns.period}</th>
            <th scope="col">{columns.betType}</th>
            <th scope="col">{columns.pick}</th>
            <th scope="col" className="agent-table__num">
              {columns.stake}
            </th>
            <th scope="col" className="agent-table__num">
              {columns.win}
            </th>
            <th scope="col">{columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {page.content.map((bet) => (
            <tr key={bet.betId} data-testid="agent-bets-row" data-status={bet.status}>
              <td data-label={columns.time}>
                <DateTime at={bet.placedAt} timeZone={timeZone} />
              </td>
              <td data-label={columns.account} className="agent-table__account">
                {bet.account}
              </td>
              <td data-label={columns.game}>{bet.gameCode}</td>
              <td data-label={columns.period}>{bet.periodNo}</td>
              <td data-label={columns.betType}>{betTypeName(bet.betType)}</td>
              <td data-label={columns.pick} className="agent-table__wrap">
                {bet.picks}
              </td>
              <td data-label={columns.stake} className="agent-table__num">
                {money(bet.stake)}
              </td>
              <td data-label={columns.win} className="agent-table__num">
                {money(bet.win)}
              </td>
              <td data-label={columns.status}>
                <StatusChip tone={betStatusTone(bet.status)} status={bet.status}>
                  {statusName(bet.status)}
                </StatusChip>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="agent-table__totals" data-testid="agent-bets-totals">
            <th scope="row" colSpan={6}>
              {t('agent.total')}
            </th>
            <td
              data-label={columns.stake}
              className="agent-table__num"
              data-testid="agent-bets-total-stake"
            >
              {money(page.totals.stake)}
            </td>
            <td
              data-label={columns.win}
              className="agent-table__num"
              data-testid="agent-bets-total-win"
            >
              {money(page.totals.win)}
            </td>
            <td aria-hidden="true" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
