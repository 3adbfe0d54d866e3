import type { ReactNode } from 'react';
import './status-chip.css';

/** Still open, done as asked, or refused/failed/undone. */
export type StatusTone = 'wait' | 'good' | 'bad';

export interface StatusChipProps {
  tone: StatusTone;
  /** The record's own status, for tests and styles that need the exact one. */
  status: string;
  children: ReactNode;
  testId?: string;
}

/** A request's status as a small coloured label. */
export function StatusChip({ tone, status, children, testId }: StatusChipProps) {
  return (
    <span className={`status-chip status-chip--${tone}`} data-status={status} data-testid={testId}>
      {children}
    </span>
  );
}
