import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useFieldRules } from '../api/get-field-rules';
import { useAccountForm } from '../hooks/use-account-form';
import {
  checkConfirmation,
  checkRequired,
  collectProblems,
  requiredProblem,
} from '../lib/field-problems';
import { AccountLine } from './account-line';
import { NewPasswordField } from './new-password-field';

export interface ChangePasswordFormProps {
  account: string;
  /**
   * The current password when it is already known (typed at the login that led here), or
   * null; undefined when the account has none of its own yet. Asked for only when null.
   */
  knownPassword: string | null | undefined;
  onChanged: () => void;
  onCancel: () => void;
}

/** SPEC §2 "Change password", §5: account, old password when unknown, new, confirmation. */
export function ChangePasswordForm({
  account,
  knownPassword,
  onChanged,
  onCancel,
}: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const rules = useFieldRules(['password'] as const);
  const form = useAccountForm(
    { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    { newPassword: rules.password, confirmNewPassword: rules.password },
  );
  const change = useChangePassword();
  const [known, setKnown] = useState(knownPassword);
  const askOld = known === null;
  const { values } = form;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = collectProblems({
      oldPassword: askOld && values.oldPassword === '' ? requiredProblem : null,
      newPassword: checkRequired(rules.password, values.newPassword),
      confirmNewPassword: checkConfirmation(values.newPassword, values.confirmNewPassword),
    });
    if (!form.accept(found)) return;
    const oldPassword = askOld ? values.oldPassword : (known ?? undefined);
    change.mutate(
      {
        oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      },
      {
        onSuccess: onChanged,
        onError: (error) => {
          // The password held from the login was refused: ask the member for it instead.
          if (!askOld && error instanceof ApiError && error.code === 'OLD_PASSWORD_INCORRECT') {
            setKnown(null);
          }
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
      data-testid="change-password-form"
    >
      <AccountLine account={account} testId="change-password-account" />
      {askOld ? (
        <TextField
          {...form.field('oldPassword')}
          starred
          type="password"
          autoComplete="current-password"
          maxLength={128}
          testId="change-password-old"
        />
      ) : null}
      <NewPasswordField {...form.field('newPassword')} testId="change-password-new" />
      <NewPasswordField {...form.field('confirmNewPassword')} testId="change-password-confirm" />
      <FormFooter
        error={form.formError(change)}
        submitLabel={t('recovery.submit')}
        pending={change.isPending}
        cancel={{ label: t('recovery.cancel'), onClick: onCancel }}
        testId="change-password"
      />
    </form>
  );
}
