import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BetView } from '@sorteo/shared';
import { DateTime } from '../../../components/ui/date-time';
import { StatusChip } from '../../../components/ui/status-chip';
import '../../../components/ui/data-table.css';
import { formatMinor } from '../../../lib/money';
import { betDetailQueryOptions } from '../api/get-my-bets';
import { fairnessPath, isDrawn, pickText, resultPath, statusTone } from '../lib/record-links';

export interface BetsTableProps {
  rows: BetView[];
  exponent: number;
  timeZone: string;
  /** Games whose draw is entered from the real world: no seed, so no fairness proof. */
  realWorldGames: ReadonlySet<string>;
}

/**
 * One bet per row; on narrow screens each row becomes a card whose cells carry their column
 * name. A drawn bet links to its period's result and, for a self-drawn game, to the proof.
 */
export function BetsTable({ rows, exponent, timeZone, realWorldGames }: BetsTableProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const money = (amount: number) => formatMinor(amount, exponent, i18n.language);
  const word = (key: string): string => t(`betting.words.${key}` as 'betting.words.big');
  const columns = {
    time: t('betting.columns.time'),
    game: t('betting.columns.game'),
    betType: t('betting.columns.betType'),
    pick: t('betting.columns.pick'),
    stake: t('betting.columns.stake'),
    status: t('betting.columns.status'),
    payout: t('betting.columns.payout'),
    links: t('betting.columns.links'),
  };

  // The seed is read when asked for, so the list itself stays one call.
  const openProof = (bet: BetView) => {
    void queryClient.fetchQuery(betDetailQueryOptions(bet.betId)).then(
      (detail) => navigate(fairnessPath(bet, detail.period.seed)),
      () => navigate(fairnessPath(bet)),
    );
  };

  return (
    <div className="bets-table__scroll">
      <table className="data-table bets-table" data-testid="bets-table">
        <thead>
          <tr>
            <th scope="col">{columns.time}</th>
            <th scope="col">{columns.game}</th>
            <th scope="col">{columns.betType}</th>
            <th scope="col">{columns.pick}</th>
            <th scope="col" className="bets-table__num">
              {columns.stake}
            </th>
            <th scope="col">{columns.status}</th>
            <th scope="col" className="bets-table__num">
              {columns.payout}
            </th>
            <th scope="col">{columns.links}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((bet) => {
            const drawn = isDrawn(bet.status);
            const proof = drawn && !realWorldGames.has(bet.gameCode);
            return (
              <tr key={bet.betId} data-testid="bets-row" data-status={bet.status}>
                <td data-label={columns.time}>
                  <DateTime at={bet.placedAt} timeZone={timeZone} />
                </td>
                <td data-label={columns.game}>
                  <span className="bets-table__stack">
                    <span className="bets-table__game" data-testid="bets-row-game">
                      {t(`betting.games.${bet.gameCode}` as 'betting.games.VN_MB', {
                        defaultValue: bet.gameName,
                      })}
                    </span>
                    <span className="bets-table__period" data-testid="bets-row-period">
                      {t('betting.periodNo', { periodNo: bet.periodNo })}
                    </span>
                  </span>
                </td>
                <td data-label={columns.betType} data-testid="bets-row-type">
                  {t(`betting.betTypes.${bet.betType}`)}
                </td>
                <td
                  data-label={columns.pick}
                  className="bets-table__pick"
                  data-testid="bets-row-pick"
                >
                  {pickText(bet.pick, bet.family, word)}
                </td>
                <td
                  data-label={columns.stake}
                  className="bets-table__num"
                  data-testid="bets-row-stake"
                >
                  {money(bet.stake)}
                </td>
                <td data-label={columns.status}>
                  <StatusChip
                    tone={statusTone(bet.status)}
                    status={bet.status}
                    testId="bets-row-status"
                  >
                    {t(`betting.statuses.${bet.status}`)}
                  </StatusChip>
                </td>
                <td
                  data-label={columns.payout}
                  className={`bets-table__num ${bet.payout > 0 ? 'bets-amount--in' : ''}`}
                  data-testid="bets-row-payout"
                >
                  {bet.status === 'open' ? '—' : money(bet.payout)}
                </td>
                <td data-label={columns.links} className="bets-table__links">
                  {drawn ? (
                    <Link to={resultPath(bet)} data-testid="bets-row-result">
                      {t('betting.result')}
                    </Link>
                  ) : null}
                  {proof ? (
                    <Link
                      to={fairnessPath(bet)}
                      onClick={(event) => {
                        event.preventDefault();
                        openProof(bet);
                      }}
                      data-testid="bets-row-proof"
                    >
                      {t('betting.proof')}
                    </Link>
                  ) : null}
                  {drawn ? null : <span aria-hidden="true">—</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
