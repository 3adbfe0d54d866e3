import { useTranslation } from 'react-i18next';
import type { ChallengePurpose } from '@sorteo/shared';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useSliderChallenge } from '../api/get-slider-challenge';
import { useThrottledRefresh } from '../hooks/use-throttled-refresh';
import { PuzzleBoard } from './puzzle-board';
import './challenges.css';

export interface SliderPuzzleProps {
  purpose: ChallengePurpose;
  /** Called with the single-use bot token once solved; the form sends it as `botToken`. */
  onVerified: (botToken: string) => void;
}

/** The bot check: a server-made slider puzzle, replaced by a new one after each failure. */
export function SliderPuzzle({ purpose, onVerified }: SliderPuzzleProps) {
  const { t } = useTranslation();
  const query = useSliderChallenge(purpose);
  const newPuzzle = useThrottledRefresh(
    query.refetch,
    Math.max(query.dataUpdatedAt, query.errorUpdatedAt),
    query.isFetching,
  );

  if (query.isError) {
    return <ErrorState message={t('challenges.sliderLoadFailed')} onRetry={newPuzzle} />;
  }
  if (!query.data || query.isFetching) {
    return <Spinner label={t('common.loading')} />;
  }
  return (
    <PuzzleBoard
      key={query.data.challengeId}
      challenge={query.data}
      onVerified={onVerified}
      onNeedNewPuzzle={newPuzzle}
    />
  );
}
