import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { errorKey } from '../../../lib/api-client';

export interface TotpCodeFormProps {
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last code, if any. */
  error: unknown;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
  testId: string;
}

const sixDigits = /^\d{6}$/;

/** One field for the 6-digit code the authenticator app shows, and its button. */
export function TotpCodeForm({
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  testId,
}: TotpCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const label = t('recovery.stepUp.totpCode');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) return setProblem(t('recovery.rules.required', { label }));
    if (!sixDigits.test(value)) return setProblem(t('recovery.rules.sixDigits'));
    setProblem(null);
    onSubmit(value);
  };

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate data-testid={testId}>
      <TextField
        label={label}
        starred
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={problem ?? (error ? t(errorKey(error)) : null)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        testId={`${testId}-code`}
      />
      <FormFooter
        submitLabel={submitLabel}
        pending={pending}
        cancel={onCancel ? { label: t('recovery.cancel'), onClick: onCancel } : undefined}
        testId={testId}
      />
    </form>
  );
}
