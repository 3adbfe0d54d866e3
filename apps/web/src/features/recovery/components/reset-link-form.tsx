import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { errorKey } from '../../../lib/api-client';
import { useFieldRules } from '../api/get-field-rules';
import { useResetByLink } from '../api/reset-by-link';
import { useProblemText } from '../hooks/use-problem-text';
import {
  checkConfirmation,
  checkRequired,
  collectProblems,
  hasProblems,
  type FieldProblem,
} from '../lib/field-problems';
import { serverProblems } from '../lib/server-problems';

type Field = 'newPassword' | 'confirmNewPassword';
const fields: readonly Field[] = ['newPassword', 'confirmNewPassword'];

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
  const text = useProblemText();
  const rules = useFieldRules(['password'] as const);
  const ruleOf = { newPassword: rules.password, confirmNewPassword: rules.password };
  const reset = useResetByLink();
  const [values, setValues] = useState<Record<Field, string>>({
    newPassword: '',
    confirmNewPassword: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, FieldProblem>>>({});

  const edit = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = collectProblems({
      newPassword: checkRequired(rules.password, values.newPassword),
      confirmNewPassword: checkConfirmation(values.newPassword, values.confirmNewPassword),
    });
    setProblems(found);
    if (hasProblems(found)) return;
    reset.mutate(
      { token, ...values },
      {
        onSuccess: onReset,
        onError: (error) => {
          if (errorKey(error) === 'errors.RESET_LINK_INVALID') return onLinkDead();
          setProblems(serverProblems(error, fields, ruleOf, t(errorKey(error))));
        },
      },
    );
  };

  const formError = reset.isError && !hasProblems(problems) ? t(errorKey(reset.error)) : null;
  const label = (field: Field) => t(`recovery.fields.${field}`);
  return (
    <form
      className="account-form"
      onSubmit={handleSubmit}
      noValidate
      data-testid="reset-password-form"
    >
      <dl className="recovery-account">
        <dt>{t('recovery.fields.account')}</dt>
        <dd data-testid="reset-password-account">{account}</dd>
      </dl>
      <input
        type="text"
        className="visually-hidden"
        autoComplete="username"
        value={account}
        readOnly
        tabIndex={-1}
        aria-hidden="true"
      />
      <TextField
        label={label('newPassword')}
        starred
        type="password"
        value={values.newPassword}
        onChange={(e) => edit('newPassword', e.target.value)}
        error={text(problems.newPassword, label('newPassword'))}
        autoComplete="new-password"
        maxLength={128}
        testId="reset-password-new"
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
        testId="reset-password-confirm"
      />
      {formError ? (
        <p className="form-error" role="alert" data-testid="reset-password-error">
          {formError}
        </p>
      ) : null}
      <div className="form-actions form-actions--stretch">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={reset.isPending}
          data-testid="reset-password-submit"
        >
          {t('recovery.submit')}
        </button>
      </div>
    </form>
  );
}
