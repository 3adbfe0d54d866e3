import { useState, type ReactNode } from 'react';
import {
  attemptUrl,
  LAZY_IMAGE_RETRIES,
  LAZY_IMAGE_THROTTLE_MS,
  loadedImages,
} from './lazy-image-cache';
import './lazy-image.css';

export interface LazyImageProps {
  src: string | null;
  alt: string;
  /** The picture's own size: the browser keeps its shape before it arrives. */
  width?: number;
  height?: number;
  className?: string;
  /** Shown when there is no address or every attempt failed (SPEC §8 "error image"). */
  fallback: ReactNode;
  testId?: string;
}

type Phase = 'loading' | 'loaded' | 'error';

const startOf = (src: string | null) => ({
  src,
  attempt: 1,
  phase: (src && loadedImages.has(src) ? 'loaded' : src ? 'loading' : 'error') as Phase,
});

/**
 * An image loaded when it nears the screen (`loading="lazy"`), with a shimmer until it
 * arrives, tried again up to three times 200 ms apart, then replaced by `fallback`
 * (SPEC §4 "Lazy image").
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  fallback,
  testId,
}: LazyImageProps) {
  const [state, setState] = useState(() => startOf(src));
  // A new address starts over (set while rendering, so the old image never shows for it).
  if (state.src !== src) setState(startOf(src));
  const { attempt, phase } = state.src === src ? state : startOf(src);
  const setPhase = (next: Phase) => setState((s) => ({ ...s, phase: next }));
  const setAttempt = (next: (n: number) => number) =>
    setState((s) => ({ ...s, attempt: next(s.attempt) }));

  if (!src || phase === 'error') {
    return (
      <div className={`lazy-image lazy-image--error ${className ?? ''}`} data-testid={testId}>
        {fallback}
      </div>
    );
  }
  const onError = () => {
    if (attempt >= LAZY_IMAGE_RETRIES) return setPhase('error');
    window.setTimeout(() => setAttempt((n) => n + 1), LAZY_IMAGE_THROTTLE_MS);
  };
  return (
    <div
      className={`lazy-image lazy-image--${phase} ${className ?? ''}`}
      data-testid={testId}
      data-phase={phase}
    >
      <img
        key={attempt}
        src={attemptUrl(src, attempt)}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        onLoad={() => {
          loadedImages.add(src);
          setPhase('loaded');
        }}
        onError={onError}
      />
    </div>
  );
}
