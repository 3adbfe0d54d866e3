import { useMemo, useState } from 'react';
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
import { ApiError } from '../../../lib/api-client';
import { useFieldRulesOf } from '../../system/api/get-field-rules';
import { useChangePassword } from '../api/change-password';
import { changePasswordFormSchema } from '../lib/form-schemas';
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

const fields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/** SPEC §2 "Change password", §5: account, old password when unknown, new, confirmation. */
export function ChangePasswordForm({
  account,
  knownPassword,
  onChanged,
  onCancel,
}: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const text = useProblemText();
  const rules = useFieldRulesOf(['password'] as const);
  const [known, setKnown] = useState(knownPassword);
  const askOld = known === null;
  const resolver = useMemo(
    () => schemaResolver(changePasswordFormSchema(askOld, rules.password)),
    [askOld, rules.password],
  );
  const form = useForm({
    resolver,
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const change = useChangePassword();
  const { control } = form;
  const label = (field: (typeof fields)[number]) => t(`recovery.fields.${field}`);

  const submit = form.handleSubmit((values) => {
    change.mutate(
      {
        oldPassword: askOld ? values.oldPassword : (known ?? undefined),
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
      data-testid="change-password-form"
    >
      <AccountLine account={account} testId="change-password-account" />
      {askOld ? (
        <FormTextField
          control={control}
          name="oldPassword"
          label={label('oldPassword')}
          starred
          type="password"
          autoComplete="current-password"
          maxLength={128}
          testId="change-password-old"
        />
      ) : null}
      <NewPasswordField
        control={control}
        name="newPassword"
        label={label('newPassword')}
        rule={rules.password}
        testId="change-password-new"
      />
      <NewPasswordField
        control={control}
        name="confirmNewPassword"
        label={label('confirmNewPassword')}
        rule={rules.password}
        testId="change-password-confirm"
      />
      <FormFooter
        error={text(formErrorOf(form.formState.errors), { label: '' })}
        submitLabel={t('recovery.submit')}
        pending={change.isPending}
        cancel={{ label: t('recovery.cancel'), onClick: onCancel }}
        testId="change-password"
      />
    </form>
  );
}
