import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceivingAccountKind } from '@sorteo/shared';
import { receivingAccountKinds } from '@sorteo/shared/contract/withdrawal';
import { FormFooter } from '../../../components/ui/form-footer';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorKey } from '../../../lib/api-client';
import { useBindReceivingAccount } from '../api/receiving-accounts';
import {
  hasProblems,
  receivingAccountProblems,
  type Problems,
  type ReceivingAccountValues,
} from '../lib/form-checks';

export interface BindAccountFormProps {
  /** Any account but the first changes where money can go: the login password is asked. */
  needsLogin: boolean;
  onDone: () => void;
  onCancel?: () => void;
}

const empty: ReceivingAccountValues = {
  kind: 'bank_card',
  provider: '',
  holderName: '',
  accountNumber: '',
  paymentPassword: '',
  loginPassword: '',
};

type Field = keyof ReceivingAccountValues;

/** Binds a bank card or e-wallet that withdrawals can be paid to. */
export function BindAccountForm({ needsLogin, onDone, onCancel }: BindAccountFormProps) {
  const { t } = useTranslation();
  const bind = useBindReceivingAccount();
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<Problems<Field>>({});
  const testId = 'bind-account';

  const field = (name: Exclude<Field, 'kind'>) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setProblems((p) => ({ ...p, [name]: undefined }));
    },
    error: problems[name] ? t(`withdraw.problems.${problems[name]}`) : null,
    starred: true,
    testId: `${testId}-${name}`,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = receivingAccountProblems(values, needsLogin);
    setProblems(found);
    if (hasProblems(found)) return;
    bind.mutate(
      {
        kind: values.kind,
        provider: values.provider.trim(),
        holderName: values.holderName.trim(),
        accountNumber: values.accountNumber.trim(),
        paymentPassword: values.paymentPassword,
        ...(needsLogin ? { loginPassword: values.loginPassword } : {}),
      },
      {
        onSuccess: () => {
          setValues(empty);
          onDone();
        },
      },
    );
  };

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate data-testid={testId}>
      <SelectField
        label={t('withdraw.accounts.kind')}
        options={receivingAccountKinds.map((kind) => ({
          value: kind,
          label: t(`withdraw.accounts.kinds.${kind}`),
        }))}
        value={values.kind}
        onChange={(e) => {
          setValues((v) => ({ ...v, kind: e.target.value as ReceivingAccountKind }));
          setProblems((p) => ({ ...p, accountNumber: undefined }));
        }}
        testId={`${testId}-kind`}
      />
      <TextField
        label={t(`withdraw.accounts.provider.${values.kind}`)}
        maxLength={60}
        {...field('provider')}
      />
      <TextField
        label={t('withdraw.accounts.holderName')}
        autoComplete="name"
        maxLength={60}
        {...field('holderName')}
      />
      <TextField
        label={t(`withdraw.accounts.number.${values.kind}`)}
        inputMode={values.kind === 'bank_card' ? 'numeric' : 'text'}
        autoComplete="off"
        maxLength={64}
        {...field('accountNumber')}
      />
      <TextField
        type="password"
        label={t('withdraw.accounts.paymentPassword')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        {...field('paymentPassword')}
      />
      {needsLogin ? (
        <>
          <TextField
            type="password"
            label={t('withdraw.accounts.loginPassword')}
            autoComplete="current-password"
            {...field('loginPassword')}
          />
          <p className="form-muted">{t('withdraw.accounts.loginHint')}</p>
        </>
      ) : null}
      <FormFooter
        error={bind.error ? t(errorKey(bind.error)) : null}
        submitLabel={t('withdraw.accounts.bindSubmit')}
        pending={bind.isPending}
        cancel={onCancel ? { label: t('withdraw.cancel'), onClick: onCancel } : undefined}
        testId={testId}
      />
    </form>
  );
}
