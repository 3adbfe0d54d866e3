import { useTranslation } from 'react-i18next';
import { Button } from './button';
import './feedback.css';

export interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  testId?: string;
}

export function ErrorState({ message, onRetry, testId }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className="error-state" role="alert" data-testid={testId ?? 'error-state'}>
      <p className="error-state__text">{message}</p>
      {onRetry ? (
        <Button type="button" variant="ghost" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
