import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { totpCodeRequestSchema } from '@sorteo/shared/contract/sign-in-extras';
import {
  applyServerProblems,
  formErrorOf,
} from '../../../components/ui/form/apply-server-problems';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { useProblemText } from '../../../components/ui/form/use-problem-text';
import { FormFooter } from '../../../components/ui/form-footer';

export interface TotpCodeFormProps {
  submitLabel: string;
  pending: boolean;
  /** Sends the code; a refusal is shown with the code. */
  onSubmit: (code: string) => Promise<unknown>;
  onCancel?: () => void;
  testId: string;
}

const resolver = schemaResolver(totpCodeRequestSchema, {
  required: 'recovery.rules.required',
  invalid: 'recovery.rules.sixDigits',
});

/** One field for the 6-digit code the authenticator app shows, and its button. */
export function TotpCodeForm({
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  testId,
}: TotpCodeFormProps) {
  const { t } = useTranslation();
  const text = useProblemText();
  const form = useForm({ resolver, defaultValues: { code: '' } });

  const submit = form.handleSubmit(({ code }) =>
    onSubmit(code).catch((error: unknown) => applyServerProblems(error, form.setError, ['code'])),
  );

  return (
    <form
      className="account-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid={testId}
    >
      <FormTextField
        control={form.control}
        name="code"
        label={t('recovery.stepUp.totpCode')}
        starred
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        testId={`${testId}-code`}
      />
      <FormFooter
        error={text(formErrorOf(form.formState.errors), { label: '' })}
        submitLabel={submitLabel}
        pending={pending}
        cancel={onCancel ? { label: t('recovery.cancel'), onClick: onCancel } : undefined}
        testId={testId}
      />
    </form>
  );
}
