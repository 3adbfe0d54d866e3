import { Button } from './button';
import './form-layout.css';

export interface FormFooterProps {
  /** The form's own error, one no field shows; null or left out when there is none. */
  error?: string | null;
  submitLabel: string;
  /** Disables the submit button while the form's call is under way. */
  pending: boolean;
  /** A button before the submit one that leaves the form. */
  cancel?: { label: string; onClick: () => void };
  /** Makes the buttons share the whole row rather than stand at its end. */
  stretch?: boolean;
  /** The test ids are `<testId>-error`, `<testId>-cancel` and `<testId>-submit`. */
  testId: string;
}

/** The end of an account form: its error line, then its actions. */
export function FormFooter({
  error,
  submitLabel,
  pending,
  cancel,
  stretch,
  testId,
}: FormFooterProps) {
  return (
    <>
      {error ? (
        <p className="form-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
      <div className={stretch ? 'form-actions form-actions--stretch' : 'form-actions'}>
        {cancel ? (
          <Button
            type="button"
            variant="ghost"
            onClick={cancel.onClick}
            data-testid={`${testId}-cancel`}
          >
            {cancel.label}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={pending} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
