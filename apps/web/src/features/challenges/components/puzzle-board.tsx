import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SliderChallenge, TrailPoint } from '@sorteo/shared';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { useVerifySlider } from '../api/verify-slider';
import { useProofOfWork } from '../hooks/use-proof-of-work';
import { useSliderDrag } from '../hooks/use-slider-drag';

type Phase = 'moving' | 'checking' | 'passed' | 'failed';

/** How long the failure shows before a new puzzle replaces this one. */
const NEW_PUZZLE_AFTER_MS = 1200;

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

export interface PuzzleBoardProps {
  challenge: SliderChallenge;
  onVerified: (botToken: string) => void;
  onNeedNewPuzzle: () => void;
}

/** One puzzle, one attempt: drag, let go, and the server decides. */
export function PuzzleBoard({ challenge, onVerified, onNeedNewPuzzle }: PuzzleBoardProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const labelId = useId();
  const track = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('moving');
  const verify = useVerifySlider();
  const proofOfWork = useProofOfWork(challenge.proofOfWork);
  const { width, height, pieceSize, pieceY, challengeId } = challenge;

  // "Checking" lasts as long as the server takes, plus whatever the proof of work still needs.
  const submit = (x: number, trail: readonly TrailPoint[]) => {
    setPhase('checking');
    proofOfWork().then(
      (solved) =>
        verify.mutate(
          { challengeId, x: Math.round(x), trail: [...trail], proofOfWork: solved },
          {
            onSuccess: ({ botToken }) => {
              setPhase('passed');
              onVerified(botToken);
            },
            onError: () => setPhase('failed'),
          },
        ),
      () => setPhase('failed'),
    );
  };

  const { x, handlers } = useSliderDrag({
    max: width - pieceSize,
    scale: () => width / (track.current?.getBoundingClientRect().width || width),
    disabled: phase !== 'moving',
    onRelease: submit,
  });

  useEffect(() => {
    if (phase !== 'failed') return;
    const timer = setTimeout(onNeedNewPuzzle, NEW_PUZZLE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [phase, onNeedNewPuzzle]);

  const status = {
    moving: t('challenges.sliderHint'),
    checking: t('challenges.sliderChecking'),
    passed: t('challenges.sliderPassed'),
    failed: t('challenges.sliderFailed'),
  }[phase];

  return (
    <div className={`slider-puzzle slider-puzzle--${phase}`} data-testid="slider-puzzle">
      <p className="slider-puzzle__title" id={labelId}>
        {t('challenges.sliderTitle')}
      </p>
      <div className="slider-puzzle__picture">
        <img
          className="slider-puzzle__background"
          src={challenge.background}
          alt={t('challenges.sliderPictureAlt')}
          width={width}
          height={height}
          draggable={false}
        />
        <img
          className="slider-puzzle__piece"
          src={challenge.piece}
          alt=""
          draggable={false}
          style={{
            left: percent(x, width),
            top: percent(pieceY, height),
            width: percent(pieceSize, width),
          }}
        />
      </div>
      <div className="slider-puzzle__track" ref={track}>
        <div
          className="slider-puzzle__handle"
          role="slider"
          tabIndex={phase === 'moving' ? 0 : -1}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={width - pieceSize}
          aria-valuenow={Math.round(x)}
          aria-disabled={phase !== 'moving'}
          style={{ left: percent(x, width), width: percent(pieceSize, width) }}
          {...handlers}
        >
          <ChevronRightIcon />
        </div>
      </div>
      <p className="slider-puzzle__status" id={hintId} aria-live="polite">
        {status}
      </p>
    </div>
  );
}
