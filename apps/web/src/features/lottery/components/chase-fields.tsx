import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CHASE_PERIODS, MIN_CHASE_PERIODS, type ChaseChoice } from '../lib/chase';

export interface ChaseFieldsProps {
  chase: ChaseChoice;
  onChase: (chase: ChaseChoice) => void;
  /** The translated problem with the periods, shown under the field after an attempt. */
  error: string | null;
  /** Prefix of the test ids (`bet-slip` gives `bet-slip-chase`, `bet-slip-chase-periods`…). */
  testIdPrefix: string;
}

/**
 * Chasing the next periods with the same order: whether to, how many further periods
 * (typed freely, checked when the order is placed) and whether to stop at the first win.
 */
export function ChaseFields({ chase, onChase, error, testIdPrefix }: ChaseFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="bet-slip__chase" data-testid={`${testIdPrefix}-chase-fields`}>
      <legend className="bet-slip__legend">{t('lottery.slip.chaseLegend')}</legend>
      <label className="bet-slip__check">
        <input
          type="checkbox"
          checked={chase.enabled}
          onChange={(e) => onChase({ ...chase, enabled: e.target.checked })}
          data-testid={`${testIdPrefix}-chase`}
        />
        {t('lottery.slip.chase')}
      </label>
      {chase.enabled ? (
        <div className="bet-slip__chase-options">
          <label className="bet-slip__periods">
            {t('lottery.slip.chasePeriods')}
            <input
              type="number"
              inputMode="numeric"
              min={MIN_CHASE_PERIODS}
              max={MAX_CHASE_PERIODS}
              step={1}
              value={chase.periodsText}
              onChange={(e) => onChase({ ...chase, periodsText: e.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              data-testid={`${testIdPrefix}-chase-periods`}
            />
          </label>
          <label className="bet-slip__check">
            <input
              type="checkbox"
              checked={chase.stopOnWin}
              onChange={(e) => onChase({ ...chase, stopOnWin: e.target.checked })}
              data-testid={`${testIdPrefix}-stop-on-win`}
            />
            {t('lottery.slip.stopOnWin')}
          </label>
          {error ? (
            <p
              id={`${id}-error`}
              className="form-field__error bet-slip__chase-error"
              role="alert"
              data-testid={`${testIdPrefix}-chase-error`}
            >
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
