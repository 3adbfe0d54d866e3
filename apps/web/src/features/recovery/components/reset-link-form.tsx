import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  applyServerProblems,
  formErrorOf,
} from '../../../components/ui/form/apply-server-problems';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { useProblemText } from '../../../components/ui/form/use-problem-text';
import { FormFooter } from '../../../components/ui/form-footer';
import { errorKey } from '../../../lib/api-client';
import { useFieldRulesOf } from '../../system/api/get-field-rules';
import { useResetByLink } from '../api/reset-by-link';
import { resetLinkFormSchema } from '../lib/form-schemas';
import { AccountLine } from './account-line';
import { NewPasswordField } from './new-password-field';

export interface ResetLinkFormProps {
  token: string;
  account: string;
  onReset: () => void;
  /** The link turned out to be spent or expired while the form was open. */
  onLinkDead: () => void;
}

const fields = ['newPassword', 'confirmNewPassword'] as const;

/** The new password for the account of an e-mailed link, checked by the merchant's rule. */
export function ResetLinkForm({ token, account, onReset, onLinkDead }: ResetLinkFormProps) {
  const { t } = useTranslation();
  const text = useProblemText();
  const rules = useFieldRulesOf(['password'] as const);
  const resolver = useMemo(
    () => schemaResolver(resetLinkFormSchema(rules.password)),
    [rules.password],
  );
  const form = useForm({ resolver, defaultValues: { newPassword: '', confirmNewPassword: '' } });
  const reset = useResetByLink();
  const { control } = form;

  const submit = form.handleSubmit((values) => {
    reset.mutate(
      { token, ...values },
      {
        onSuccess: onReset,
        onError: (error) => {
          if (errorKey(error) === 'errors.RESET_LINK_INVALID') return onLinkDead();
          applyServerProblems(error, form.setError, fields);
        },
      },
    );
  });

  return (
    <form
      className="account-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="reset-password-form"
    >
      <AccountLine account={account} testId="reset-password-account" />
      <NewPasswordField
        control={control}
        name="newPassword"
        label={t('recovery.fields.newPassword')}
        rule={rules.password}
        testId="reset-password-new"
      />
      <NewPasswordField
        control={control}
        name="confirmNewPassword"
        label={t('recovery.fields.confirmNewPassword')}
        rule={rules.password}
        testId="reset-password-confirm"
      />
      <FormFooter
        error={text(formErrorOf(form.formState.errors), { label: '' })}
        submitLabel={t('recovery.submit')}
        pending={reset.isPending}
        stretch
        testId="reset-password"
      />
    </form>
  );
}
