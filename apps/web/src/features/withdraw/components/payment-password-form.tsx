import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { errorKey } from '../../../lib/api-client';
import { useSetPaymentPassword } from '../api/payment-password';
import {
  hasProblems,
  paymentPasswordProblems,
  type PaymentPasswordValues,
  type Problems,
} from '../lib/form-checks';

export interface PaymentPasswordFormProps {
  /** `set`: the first one, proved by the login password; `change`: by the current one. */
  mode: 'set' | 'change';
  onDone: () => void;
  testId: string;
}

const empty: PaymentPasswordValues = { proof: '', password: '', confirm: '' };

/** Sets or changes the six-digit payment password that withdrawals ask for. */
export function PaymentPasswordForm({ mode, onDone, testId }: PaymentPasswordFormProps) {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<Problems<keyof PaymentPasswordValues>>({});

  const field = (name: keyof PaymentPasswordValues) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setProblems((p) => ({ ...p, [name]: undefined }));
    },
    error: problems[name] ? t(`withdraw.problems.${problems[name]}`) : null,
    testId: `${testId}-${name}`,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = paymentPasswordProblems(values, mode);
    setProblems(found);
    if (hasProblems(found)) return;
    save.mutate(
      mode === 'set'
        ? { loginPassword: values.proof, paymentPassword: values.password }
        : { oldPaymentPassword: values.proof, paymentPassword: values.password },
      {
        onSuccess: () => {
          setValues(empty);
          onDone();
        },
      },
    );
  };

  const digits = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off' };
  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate data-testid={testId}>
      {mode === 'set' ? (
        <TextField
          type="password"
          label={t('withdraw.password.loginPassword')}
          autoComplete="current-password"
          starred
          {...field('proof')}
        />
      ) : (
        <TextField
          type="password"
          label={t('withdraw.password.currentPassword')}
          starred
          {...digits}
          {...field('proof')}
        />
      )}
      <TextField
        type="password"
        label={t('withdraw.password.newPassword')}
        starred
        {...digits}
        {...field('password')}
      />
      <TextField
        type="password"
        label={t('withdraw.password.confirmPassword')}
        starred
        {...digits}
        {...field('confirm')}
      />
      <p className="form-muted">{t('withdraw.password.hint')}</p>
      <FormFooter
        error={save.error ? t(errorKey(save.error)) : null}
        submitLabel={
          mode === 'set' ? t('withdraw.password.setSubmit') : t('withdraw.password.changeSubmit')
        }
        pending={save.isPending}
        testId={testId}
      />
    </form>
  );
}
