import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { receivingAccountKinds } from '@sorteo/shared/contract/withdrawal';
import {
  applyServerProblems,
  formErrorOf,
} from '../../../components/ui/form/apply-server-problems';
import { FormSelectField } from '../../../components/ui/form/form-select-field';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { useProblemText } from '../../../components/ui/form/use-problem-text';
import { FormFooter } from '../../../components/ui/form-footer';
import { useBindReceivingAccount } from '../api/receiving-accounts';
import { bindAccountFormSchema, withdrawProblems } from '../lib/form-schemas';

export interface BindAccountFormProps {
  /** Any account but the first changes where money can go: the login password is asked. */
  needsLogin: boolean;
  onDone: () => void;
  onCancel?: () => void;
}

const empty = {
  kind: 'bank_card',
  provider: '',
  holderName: '',
  accountNumber: '',
  paymentPassword: '',
  loginPassword: '',
} as const;

const fields = [
  'kind',
  'provider',
  'holderName',
  'accountNumber',
  'paymentPassword',
  'loginPassword',
] as const;

/** Binds a bank card or e-wallet that withdrawals can be paid to. */
export function BindAccountForm({ needsLogin, onDone, onCancel }: BindAccountFormProps) {
  const { t } = useTranslation();
  const text = useProblemText();
  const bind = useBindReceivingAccount();
  const resolver = useMemo(
    () => schemaResolver(bindAccountFormSchema(needsLogin), withdrawProblems),
    [needsLogin],
  );
  const form = useForm({ resolver, defaultValues: empty });
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const testId = 'bind-account';
  const field = (name: (typeof fields)[number]) => ({
    control,
    name,
    starred: true,
    testId: `${testId}-${name}`,
  });

  const submit = form.handleSubmit(({ loginPassword, ...account }) => {
    bind.mutate(
      { ...account, ...(needsLogin ? { loginPassword } : {}) },
      {
        onSuccess: () => {
          form.reset();
          onDone();
        },
        onError: (error) => applyServerProblems(error, form.setError, fields),
      },
    );
  });

  return (
    <form
      className="account-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid={testId}
    >
      <FormSelectField
        control={control}
        name="kind"
        label={t('withdraw.accounts.kind')}
        options={receivingAccountKinds.map((value) => ({
          value,
          label: t(`withdraw.accounts.kinds.${value}`),
        }))}
        // The number's problem was said for the other kind of account.
        onValueChange={() => form.clearErrors('accountNumber')}
        testId={`${testId}-kind`}
      />
      <FormTextField
        label={t(`withdraw.accounts.provider.${kind}`)}
        maxLength={60}
        {...field('provider')}
      />
      <FormTextField
        label={t('withdraw.accounts.holderName')}
        autoComplete="name"
        maxLength={60}
        {...field('holderName')}
      />
      <FormTextField
        label={t(`withdraw.accounts.number.${kind}`)}
        inputMode={kind === 'bank_card' ? 'numeric' : 'text'}
        autoComplete="off"
        maxLength={64}
        {...field('accountNumber')}
      />
      <FormTextField
        type="password"
        label={t('withdraw.accounts.paymentPassword')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        {...field('paymentPassword')}
      />
      {needsLogin ? (
        <>
          <FormTextField
            type="password"
            label={t('withdraw.accounts.loginPassword')}
            autoComplete="current-password"
            {...field('loginPassword')}
          />
          <p className="form-muted">{t('withdraw.accounts.loginHint')}</p>
        </>
      ) : null}
      <FormFooter
        error={text(formErrorOf(form.formState.errors), { label: '' })}
        submitLabel={t('withdraw.accounts.bindSubmit')}
        pending={bind.isPending}
        cancel={onCancel ? { label: t('withdraw.cancel'), onClick: onCancel } : undefined}
        testId={testId}
      />
    </form>
  );
}
