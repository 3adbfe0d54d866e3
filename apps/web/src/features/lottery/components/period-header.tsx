import { useTranslation } from 'react-i18next';
import type { CurrentPeriod } from '@sorteo/shared/contract/lottery';
import { useCountdown } from '../../../components/ui/use-countdown';
import { formatDateTime } from '../../../lib/format-date';
import type { AwaitedDraw } from '../hooks/use-draw-watch';
import { clockText } from '../lib/format';
import { ResultView } from './result-view';

export interface PeriodHeaderProps {
  data: CurrentPeriod;
  /** Server minus device clock (useDrawWatch), so the countdown follows the server. */
  offsetMs: number;
  awaiting: AwaitedDraw | null;
  /** Shown name of the game. */
  gameName: string;
}

/**
 * The period on sale with a live countdown to its close, the period being drawn, and the
 * last result. Counts to the server's close time, corrected for this device's clock.
 */
export function PeriodHeader({ data, offsetMs, awaiting, gameName }: PeriodHeaderProps) {
  const { t } = useTranslation();
  const { current, lastDrawn, game } = data;
  const seconds = useCountdown(current ? current.closeAt - offsetMs : null);
  const open = current !== null && seconds > 0;
  return (
    <section className="period-header" aria-label={gameName} data-testid="lottery-period">
      <div className="period-header__now">
        <h2 className="period-header__game">{gameName}</h2>
        {current ? (
          <>
            <p className="period-header__no" data-testid="lottery-period-no">
              {t('lottery.period.label', { periodNo: current.periodNo })}
            </p>
            <p className="period-header__clock">
              <span className="period-header__clock-label">
                {open ? t('lottery.period.closesIn') : t('lottery.period.closed')}
              </span>
              {open ? (
                <span
                  className="period-header__countdown"
                  role="timer"
                  aria-live="off"
                  data-testid="lottery-countdown"
                >
                  {clockText(seconds)}
                </span>
              ) : null}
            </p>
            <p className="period-header__draw-at">
              {t('lottery.period.drawAt', {
                time: formatDateTime(current.drawAt, game.timeZone).slice(11),
              })}
            </p>
          </>
        ) : (
          <p className="period-header__none" data-testid="lottery-no-period">
            {t('lottery.period.none')}
          </p>
        )}
      </div>
      <div className="period-header__last" aria-live="polite" data-testid="lottery-last">
        {awaiting ? (
          <p className="period-header__drawing" data-testid="lottery-drawing">
            <span className="period-header__pulse" aria-hidden="true" />
            {t('lottery.period.drawing', { periodNo: awaiting.periodNo ?? '' })}
          </p>
        ) : null}
        <h3 className="period-header__last-title">{t('lottery.last.title')}</h3>
        {lastDrawn?.result ? (
          <>
            <p className="period-header__last-no" data-testid="lottery-last-no">
              {t('lottery.period.label', { periodNo: lastDrawn.periodNo })}
            </p>
            <ResultView result={lastDrawn.result} showSum testId="lottery-last-result" />
          </>
        ) : (
          <p className="period-header__none">{t('lottery.last.none')}</p>
        )}
      </div>
    </section>
  );
}
