import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  applyServerProblems,
  formErrorOf,
} from '../../../components/ui/form/apply-server-problems';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { useProblemText } from '../../../components/ui/form/use-problem-text';
import { FormFooter } from '../../../components/ui/form-footer';
import { useSetPaymentPassword } from '../api/payment-password';
import { paymentPasswordFormSchema, withdrawProblems } from '../lib/form-schemas';

export interface PaymentPasswordFormProps {
  /** `set`: the first one, proved by the login password; `change`: by the current one. */
  mode: 'set' | 'change';
  onDone: () => void;
  testId: string;
}

const empty = { proof: '', password: '', confirm: '' };

/** Sets or changes the six-digit payment password that withdrawals ask for. */
export function PaymentPasswordForm({ mode, onDone, testId }: PaymentPasswordFormProps) {
  const { t } = useTranslation();
  const text = useProblemText();
  const save = useSetPaymentPassword();
  const resolver = useMemo(
    () => schemaResolver(paymentPasswordFormSchema(mode), withdrawProblems),
    [mode],
  );
  const form = useForm({ resolver, defaultValues: empty });
  const { control } = form;
  const field = (name: keyof typeof empty) => ({
    control,
    name,
    starred: true,
    testId: `${testId}-${name}`,
  });

  const submit = form.handleSubmit(({ proof, password }) => {
    save.mutate(
      mode === 'set'
        ? { loginPassword: proof, paymentPassword: password }
        : { oldPaymentPassword: proof, paymentPassword: password },
      {
        onSuccess: () => {
          form.reset();
          onDone();
        },
        // The API names the proof and the password by its own fields: all shown above.
        onError: (error) => applyServerProblems(error, form.setError, []),
      },
    );
  });

  const digits = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off' };
  return (
    <form
      className="account-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid={testId}
    >
      {mode === 'set' ? (
        <FormTextField
          type="password"
          label={t('withdraw.password.loginPassword')}
          autoComplete="current-password"
          {...field('proof')}
        />
      ) : (
        <FormTextField
          type="password"
          label={t('withdraw.password.currentPassword')}
          {...digits}
          {...field('proof')}
        />
      )}
      <FormTextField
        type="password"
        label={t('withdraw.password.newPassword')}
        {...digits}
        {...field('password')}
      />
      <FormTextField
        type="password"
        label={t('withdraw.password.confirmPassword')}
        {...digits}
        {...field('confirm')}
      />
      <p className="form-muted">{t('withdraw.password.hint')}</p>
      <FormFooter
        error={text(formErrorOf(form.formState.errors), { label: '' })}
        submitLabel={
          mode === 'set' ? t('withdraw.password.setSubmit') : t('withdraw.password.changeSubmit')
        }
        pending={save.isPending}
        testId={testId}
      />
    </form>
  );
}
