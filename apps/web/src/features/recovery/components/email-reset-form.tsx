import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { useFieldRules } from '../api/get-field-rules';
import { useRequestEmailReset } from '../api/request-email-reset';
import { useAccountForm } from '../hooks/use-account-form';
import { checkRequired, collectProblems } from '../lib/field-problems';
import { FormOutcome } from './form-outcome';

const fields = ['username', 'email'] as const;

/** Forgot by e-mail (SPEC §2, §5): account name and e-mail; the server mails a link. */
export function EmailResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useFieldRules(fields);
  const form = useAccountForm({ username: '', email: '' }, rules);
  const request = useRequestEmailReset();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { username: form.values.username.trim(), email: form.values.email.trim() };
    const found = collectProblems({
      username: checkRequired(rules.username, input.username),
      email: checkRequired(rules.email, input.email),
    });
    if (!form.accept(found)) return;
    request.mutate(input, { onError: form.refuse });
  };

  if (request.isSuccess) {
    return (
      <FormOutcome
        tone="success"
        message={t('in_been_out')}
        action={{ label: t('recovery.submit'), onClick: onDone, testId: 'forgot-email-done' }}
        testId="forgot-email-sent"
      />
    );
  }

  return (
    <form
      className="account-form"
      onSubmit={handleSubmit}
      noValidate
      data-testid="forgot-email-form"
    >
      <p className="form-muted">{t('recovery.forgot.emailIntro')}</p>
      <TextField
        {...form.field('username')}
        starred
        autoComplete="username"
        autoCapitalize="none"
        maxLength={64}
        testId="forgot-username"
      />
      <TextField
        {...form.field('email')}
        starred
        type="email"
        autoComplete="email"
        maxLength={254}
        testId="forgot-email"
      />
      <FormFooter
        error={form.formError(request)}
        submitLabel={t('recovery.submit')}
        pending={request.isPending}
        stretch
        testId="forgot-email"
      />
    </form>
  );
}
