import type { ReactNode } from 'react';
import { InfoIcon } from './icons';
import './feedback.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  testId?: string;
}

export function EmptyState({ title, description, action, icon, testId }: EmptyStateProps) {
  return (
    <div className="empty-state" data-testid={testId ?? 'empty-state'}>
      <div className="empty-state__icon">{icon ?? <InfoIcon width={28} height={28} />}</div>
      <p className="empty-state__title">{title}</p>
      {description ? <p className="empty-state__text">{description}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
