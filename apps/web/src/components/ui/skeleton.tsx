import './feedback.css';

export interface SkeletonProps {
  className?: string;
  lines?: number;
  testId?: string;
}

/** Grey placeholder shaped like the content it stands for; hidden from assistive tech. */
export function Skeleton({ className, lines = 1, testId }: SkeletonProps) {
  return (
    <div className={`skeleton-group ${className ?? ''}`} aria-hidden="true" data-testid={testId}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton" />
      ))}
    </div>
  );
}
