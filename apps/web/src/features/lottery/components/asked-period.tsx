import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@sorteo/shared/contract/lottery';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorKey } from '../../../lib/api-client';
import { usePeriod } from '../api/lottery-api';
import { fairnessHref } from '../lib/fairness-link';
import { ResultView } from './result-view';

/** A period number as the API writes them (`YYYYMMDD-NNNN`). */
export const isPeriodNo = (text: string) => /^\d{8}-\d{4}$/.test(text);

export interface AskedPeriodProps {
  game: LotteryGame;
  /** The period named in the address (`?periodNo`), e.g. by the betting record's link. */
  periodNo: string;
}

/**
 * The period the address asks for, above the history: its result with its fairness proof,
 * or why there is none (not drawn yet, void, or no such period).
 */
export function AskedPeriod({ game, periodNo }: AskedPeriodProps) {
  const { t } = useTranslation();
  const valid = isPeriodNo(periodNo);
  const query = usePeriod(game.gameCode, periodNo, valid);
  let body;
  if (!valid) {
    body = (
      <p className="asked-period__note" data-testid="asked-period-invalid">
        {t('errors.PERIOD_NOT_FOUND')}
      </p>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        message={t(errorKey(query.error))}
        onRetry={() => void query.refetch()}
        testId="asked-period-error"
      />
    );
  } else if (query.isPending) {
    body = <Skeleton lines={2} testId="asked-period-loading" />;
  } else {
    const period = query.data;
    body = (
      <div className="asked-period__body">
        {period.result ? (
          <ResultView result={period.result} showSum testId="asked-period-result" />
        ) : (
          <p className="asked-period__note" data-testid="asked-period-status">
            {period.status === 'pending' ? t('lottery.asked.pending') : t('lottery.results.void')}
          </p>
        )}
        {period.seed ? (
          <ButtonLink
            variant="secondary"
            to={fairnessHref(game.gameCode, period.periodNo, period.seed)}
            aria-label={t('lottery.results.verifyLabel', { periodNo: period.periodNo })}
            data-testid="asked-period-verify"
          >
            {t('lottery.results.verify')}
          </ButtonLink>
        ) : null}
      </div>
    );
  }
  return (
    <section
      className="lottery-panel asked-period"
      aria-labelledby="asked-period-title"
      data-testid="asked-period"
      data-period={periodNo}
    >
      <h2 id="asked-period-title" className="lottery-panel__title">
        {t('lottery.asked.title', { periodNo })}
      </h2>
      {body}
    </section>
  );
}
