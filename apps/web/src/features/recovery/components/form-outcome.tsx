import { Button } from '../../../components/ui/button';

export interface FormOutcomeProps {
  /** A success is announced politely, a failure as an alert. */
  tone: 'success' | 'error';
  message: string;
  /** The one way on from here. */
  action: { label: string; onClick: () => void; testId: string };
  className?: string;
  testId: string;
}

/** What a recovery form ended in, standing where the form was, with the one step after it. */
export function FormOutcome({ tone, message, action, className, testId }: FormOutcomeProps) {
  return (
    <div className={className ? `account-form ${className}` : 'account-form'} data-testid={testId}>
      {tone === 'success' ? (
        <p className="form-success" role="status">
          {message}
        </p>
      ) : (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <div className="form-actions form-actions--stretch">
        <Button
          type="button"
          variant="primary"
          onClick={action.onClick}
          data-testid={action.testId}
        >
          {action.label}
        </Button>
      </div>
    </div>
  );
}
