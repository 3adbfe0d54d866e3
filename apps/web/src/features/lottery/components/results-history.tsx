import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryGame } from '@sorteo/shared/contract/lottery';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { useResults } from '../api/lottery-api';
import { fairnessHref } from '../lib/fairness-link';
import { ResultView } from './result-view';
import { TrendChart } from './trend-chart';

export interface ResultsHistoryProps {
  game: LotteryGame;
  /** How many drawn periods to list and chart. */
  count?: number;
  /** A period to highlight when listed (the one the address asks for). */
  highlight?: string | null;
}

/** The game's last draws, newest first, each linked to its fairness proof, and the trend. */
export function ResultsHistory({ game, count = 30, highlight = null }: ResultsHistoryProps) {
  const { t } = useTranslation();
  const query = useResults(game.gameCode, count);
  let body;
  if (query.isError) {
    body = (
      <ErrorState
        message={t(errorKey(query.error))}
        onRetry={() => void query.refetch()}
        testId="lottery-results-error"
      />
    );
  } else if (query.isPending) {
    body = <Skeleton lines={6} testId="lottery-results-loading" />;
  } else if (query.data.content.length === 0) {
    body = <EmptyState title={t('lottery.results.empty')} testId="lottery-results-empty" />;
  } else {
    const periods = query.data.content;
    body = (
      <>
        {game.family !== 'VN' ? <TrendChart family={game.family} periods={periods} /> : null}
        <div className="lottery-table-wrap">
          <table className="lottery-table" data-testid="lottery-results">
            <thead>
              <tr>
                <th scope="col">{t('lottery.results.period')}</th>
                <th scope="col">{t('lottery.results.result')}</th>
                <th scope="col">{t('lottery.results.proof')}</th>
              </tr>
            </thead>
            <tbody>
              {periods.map((period) => (
                <tr
                  key={period.periodNo}
                  className={
                    period.periodNo === highlight ? 'lottery-table__row--asked' : undefined
                  }
                  aria-current={period.periodNo === highlight ? 'true' : undefined}
                  data-testid={`lottery-result-${period.periodNo}`}
                >
                  <td className="lottery-table__period">{period.periodNo}</td>
                  <td>
                    {period.result ? (
                      <ResultView result={period.result} size="sm" showSum />
                    ) : (
                      t('lottery.results.void')
                    )}
                  </td>
                  <td>
                    {period.seed ? (
                      <Link
                        to={fairnessHref(game.gameCode, period.periodNo, period.seed)}
                        aria-label={t('lottery.results.verifyLabel', { periodNo: period.periodNo })}
                        data-testid={`lottery-verify-${period.periodNo}`}
                      >
                        {t('lottery.results.verify')}
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }
  return (
    <section className="lottery-panel" aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className="lottery-panel__title">
        {t('lottery.results.title')}
      </h2>
      {body}
    </section>
  );
}
