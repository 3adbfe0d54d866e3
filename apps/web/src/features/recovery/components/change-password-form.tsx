import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorKey } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useFieldRules } from '../api/get-field-rules';
import { useProblemText } from '../hooks/use-problem-text';
import {
  checkConfirmation,
  checkRequired,
  collectProblems,
  hasProblems,
  requiredProblem,
  type FieldProblem,
} from '../lib/field-problems';
import { serverProblems } from '../lib/server-problems';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const fields: readonly Field[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

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
  const text = useProblemText();
  const rules = useFieldRules(['password'] as const);
  const ruleOf = { newPassword: rules.password, confirmNewPassword: rules.password };
  const change = useChangePassword();
  const [known, setKnown] = useState(knownPassword);
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, FieldProblem>>>({});
  const askOld = known === null;

  const edit = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = collectProblems({
      oldPassword: askOld && values.oldPassword === '' ? requiredProblem : null,
      newPassword: checkRequired(rules.password, values.newPassword),
      confirmNewPassword: checkConfirmation(values.newPassword, values.confirmNewPassword),
    });
    setProblems(found);
    if (hasProblems(found)) return;
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
          setProblems(serverProblems(error, fields, ruleOf, t(errorKey(error))));
        },
      },
    );
  };

  const formError = change.isError && !hasProblems(problems) ? t(errorKey(change.error)) : null;
  const label = (field: Field) => t(`recovery.fields.${field}`);
  return (
    <form
      className="account-form"
      onSubmit={handleSubmit}
      noValidate
      data-testid="change-password-form"
    >
      <dl className="recovery-account">
        <dt>{t('recovery.fields.account')}</dt>
        <dd data-testid="change-password-account">{account}</dd>
      </dl>
      {/* Lets password managers tie the new password to the account. */}
      <input
        type="text"
        className="visually-hidden"
        autoComplete="username"
        value={account}
        readOnly
        tabIndex={-1}
        aria-hidden="true"
      />
      {askOld ? (
        <TextField
          label={label('oldPassword')}
          starred
          type="password"
          value={values.oldPassword}
          onChange={(e) => edit('oldPassword', e.target.value)}
          error={text(problems.oldPassword, label('oldPassword'))}
          autoComplete="current-password"
          maxLength={128}
          testId="change-password-old"
        />
      ) : null}
      <TextField
        label={label('newPassword')}
        starred
        type="password"
        value={values.newPassword}
        onChange={(e) => edit('newPassword', e.target.value)}
        error={text(problems.newPassword, label('newPassword'))}
        autoComplete="new-password"
        maxLength={128}
        testId="change-password-new"
      />
      <TextField
        label={label('confirmNewPassword')}
        starred
        type="password"
        value={values.confirmNewPassword}
        onChange={(e) => edit('confirmNewPassword', e.target.value)}
        error={text(problems.confirmNewPassword, label('confirmNewPassword'))}
        autoComplete="new-password"
        maxLength={128}
        testId="change-password-confirm"
      />
      {formError ? (
        <p className="form-error" role="alert" data-testid="change-password-error">
          {formError}
        </p>
      ) : null}
      <div className="form-actions">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={onCancel}
          data-testid="change-password-cancel"
        >
          {t('recovery.cancel')}
        </button>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={change.isPending}
          data-testid="change-password-submit"
        >
          {t('recovery.submit')}
        </button>
      </div>
    </form>
  );
}
