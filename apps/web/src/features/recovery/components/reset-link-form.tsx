import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/ui/form-footer';
import { errorKey } from '../../../lib/api-client';
import { useFieldRules } from '../api/get-field-rules';
import { useResetByLink } from '../api/reset-by-link';
import { useAccountForm } from '../hooks/use-account-form';
import { checkConfirmation, checkRequired, collectProblems } from '../lib/field-problems';
import { AccountLine } from './account-line';
import { NewPasswordField } from './new-password-field';

export interface ResetLinkFormProps {
  token: string;
  account: string;
  onReset: () => void;
  /** The link turned out to be spent or expired while the form was open. */
  onLinkDead: () => void;
}

/** The new password for the account of an e-mailed link, checked by the merchant's rule. */
export function ResetLinkForm({ token, account, onReset, onLinkDead }: ResetLinkFormProps) {
  const { t } = useTranslation();
  const rules = useFieldRules(['password'] as const);
  const form = useAccountForm(
    { newPassword: '', confirmNewPassword: '' },
    { newPassword: rules.password, confirmNewPassword: rules.password },
  );
  const reset = useResetByLink();
  const { values } = form;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = collectProblems({
      newPassword: checkRequired(rules.password, values.newPassword),
      confirmNewPassword: checkConfirmation(values.newPassword, values.confirmNewPassword),
    });
    if (!form.accept(found)) return;
    reset.mutate(
      { token, ...values },
      {
        onSuccess: onReset,
        onError: (error) => {
          if (errorKey(error) === 'errors.RESET_LINK_INVALID') return onLinkDead();
          form.refuse(error);
        },
      },
    );
  };

  return (
    <form
      className="account-form"
      onSubmit={handleSubmit}
      noValidate
      data-testid="reset-password-form"
    >
      <AccountLine account={account} testId="reset-password-account" />
      <NewPasswordField {...form.field('newPassword')} testId="reset-password-new" />
      <NewPasswordField {...form.field('confirmNewPassword')} testId="reset-password-confirm" />
      <FormFooter
        error={form.formError(reset)}
        submitLabel={t('recovery.submit')}
        pending={reset.isPending}
        stretch
        testId="reset-password"
      />
    </form>
  );
}
