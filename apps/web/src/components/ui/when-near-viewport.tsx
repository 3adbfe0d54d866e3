import type { ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';

export interface WhenNearViewportProps {
  /** Drawn until the visitor scrolls near: the content's shape, so nothing jumps. */
  fallback: ReactNode;
  children: ReactNode;
  /** How far ahead of the viewport the content starts, as a CSS length or a percentage. */
  margin?: string;
  className?: string;
  testId?: string;
}

/**
 * Content below the fold drawn only once the visitor scrolls near it (`fallback` until
 * then), so it costs the first load nothing: its components, their queries and pictures
 * start as it comes into reach.
 */
export function WhenNearViewport({
  fallback,
  children,
  margin,
  className,
  testId,
}: WhenNearViewportProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>(margin);
  return (
    <div ref={ref} className={className} data-testid={testId} data-near={near}>
      {near ? children : fallback}
    </div>
  );
}
