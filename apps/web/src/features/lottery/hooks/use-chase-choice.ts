import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chaseRequestOf,
  initialChase,
  MAX_CHASE_PERIODS,
  MIN_CHASE_PERIODS,
  periodsCovered,
  type ChaseChoice,
  type ChaseRequest,
} from '../lib/chase';

export interface ChaseChoiceState {
  choice: ChaseChoice;
  onChange: (next: ChaseChoice) => void;
  /** The translated problem with the periods, set by `take` and cleared by any change. */
  error: string | null;
  /** Periods the order covers with the chase (1 without), null while the periods are not valid. */
  periods: number | null;
  /**
   * The order's `chase` at the moment of placing: undefined for none, null when the periods
   * typed are not valid (the error is set and nothing may be sent).
   */
  take: () => ChaseRequest | undefined | null;
}

/** The chase choice of a slip: free typing of the periods, checked when the order is placed. */
export function useChaseChoice(): ChaseChoiceState {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ChaseChoice>(initialChase);
  const [error, setError] = useState<string | null>(null);
  return {
    choice,
    onChange: (next) => {
      setChoice(next);
      setError(null);
    },
    error,
    periods: periodsCovered(choice),
    take: () => {
      const request = chaseRequestOf(choice);
      if (request === 'invalid') {
        setError(
          t('lottery.slip.chasePeriodsInvalid', {
            min: MIN_CHASE_PERIODS,
            max: MAX_CHASE_PERIODS,
          }),
        );
        return null;
      }
      setError(null);
      return request;
    },
  };
}
