import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { errorKey } from '../../../lib/api-client';
import { useFieldRules } from '../api/get-field-rules';
import { useRequestEmailReset } from '../api/request-email-reset';
import { useProblemText } from '../hooks/use-problem-text';
import {
  checkRequired,
  collectProblems,
  hasProblems,
  type FieldProblem,
} from '../lib/field-problems';
import { serverProblems } from '../lib/server-problems';

type Field = 'username' | 'email';
const fields: readonly Field[] = ['username', 'email'];

/** Forgot by e-mail (SPEC §2, §5): account name and e-mail; the server mails a link. */
export function EmailResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const text = useProblemText();
  const rules = useFieldRules(fields);
  const request = useRequestEmailReset();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, FieldProblem>>>({});

  const edit = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { username: values.username.trim(), email: values.email.trim() };
    const found = collectProblems({
      username: checkRequired(rules.username, input.username),
      email: checkRequired(rules.email, input.email),
    });
    setProblems(found);
    if (hasProblems(found)) return;
    request.mutate(input, {
      onError: (error) => setProblems(serverProblems(error, fields, rules, t(errorKey(error)))),
    });
  };

  if (request.isSuccess) {
    return (
      <div className="account-form" data-testid="forgot-email-sent">
        <p className="form-success" role="status">
          {t('in_been_out')}
        </p>
        <div className="form-actions form-actions--stretch">
          <button
            type="button"
            className="btn btn--primary"
            onClick={onDone}
            data-testid="forgot-email-done"
          >
            {t('recovery.submit')}
          </button>
        </div>
      </div>
    );
  }

  const formError = request.isError && !hasProblems(problems) ? t(errorKey(request.error)) : null;
  return (
    <form
      className="account-form"
      onSubmit={handleSubmit}
      noValidate
      data-testid="forgot-email-form"
    >
      <p className="form-muted">{t('recovery.forgot.emailIntro')}</p>
      <TextField
        label={t('recovery.fields.username')}
        starred
        value={values.username}
        onChange={(e) => edit('username', e.target.value)}
        error={text(problems.username, t('recovery.fields.username'))}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={64}
        testId="forgot-username"
      />
      <TextField
        label={t('recovery.fields.email')}
        starred
        type="email"
        value={values.email}
        onChange={(e) => edit('email', e.target.value)}
        error={text(problems.email, t('recovery.fields.email'))}
        autoComplete="email"
        maxLength={254}
        testId="forgot-email"
      />
      {formError ? (
        <p className="form-error" role="alert" data-testid="forgot-email-error">
          {formError}
        </p>
      ) : null}
      <div className="form-actions form-actions--stretch">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={request.isPending}
          data-testid="forgot-email-submit"
        >
          {t('recovery.submit')}
        </button>
      </div>
    </form>
  );
}
