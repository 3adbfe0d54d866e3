import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BetView } from '@sorteo/shared';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { StatusChip } from '../../../components/ui/status-chip';
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

  // The seed is read when asked for, so the list itself stays one call.
  const openProof = (bet: BetView) => {
    void queryClient.fetchQuery(betDetailQueryOptions(bet.betId)).then(
      (detail) => navigate(fairnessPath(bet, detail.period.seed)),
      () => navigate(fairnessPath(bet)),
    );
  };

  const columns: DataTableColumn<BetView>[] = [
    {
      key: 'time',
      header: t('betting.columns.time'),
      cell: (bet) => <DateTime at={bet.placedAt} timeZone={timeZone} />,
    },
    {
      key: 'game',
      header: t('betting.columns.game'),
      cell: (bet) => (
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
      ),
    },
    {
      key: 'betType',
      header: t('betting.columns.betType'),
      testId: 'bets-row-type',
      cell: (bet) => t(`betting.betTypes.${bet.betType}`),
    },
    {
      key: 'pick',
      header: t('betting.columns.pick'),
      className: 'bets-table__pick',
      testId: 'bets-row-pick',
      cell: (bet) => pickText(bet.pick, bet.family, word),
    },
    {
      key: 'stake',
      header: t('betting.columns.stake'),
      align: 'end',
      className: 'bets-table__num',
      testId: 'bets-row-stake',
      cell: (bet) => money(bet.stake),
    },
    {
      key: 'status',
      header: t('betting.columns.status'),
      cell: (bet) => (
        <StatusChip tone={statusTone(bet.status)} status={bet.status} testId="bets-row-status">
          {t(`betting.statuses.${bet.status}`)}
        </StatusChip>
      ),
    },
    {
      key: 'payout',
      header: t('betting.columns.payout'),
      align: 'end',
      className: (bet) => (bet.payout > 0 ? 'bets-table__num bets-amount--in' : 'bets-table__num'),
      testId: 'bets-row-payout',
      cell: (bet) => (bet.status === 'open' ? '—' : money(bet.payout)),
    },
    {
      key: 'links',
      header: t('betting.columns.links'),
      className: 'bets-table__links',
      cell: (bet) => {
        const drawn = isDrawn(bet.status);
        const proof = drawn && !realWorldGames.has(bet.gameCode);
        return (
          <>
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
          </>
        );
      },
    },
  ];

  return (
    <div className="bets-table__scroll">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(bet) => bet.betId}
        rowAttributes={(bet) => ({ 'data-testid': 'bets-row', 'data-status': bet.status })}
        className="bets-table"
        testId="bets-table"
      />
    </div>
  );
}
