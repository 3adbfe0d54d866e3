import { useMemo } from 'react';
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
import { useFieldRulesOf } from '../../system/api/get-field-rules';
import { useRequestEmailReset } from '../api/request-email-reset';
import { emailResetFormSchema } from '../lib/form-schemas';
import { FormOutcome } from './form-outcome';

const fields = ['username', 'email'] as const;

/** Forgot by e-mail (SPEC §2, §5): account name and e-mail; the server mails a link. */
export function EmailResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const text = useProblemText();
  const rules = useFieldRulesOf(fields);
  const { username, email } = rules;
  const resolver = useMemo(
    () => schemaResolver(emailResetFormSchema({ username, email })),
    [username, email],
  );
  const form = useForm({ resolver, defaultValues: { username: '', email: '' } });
  const request = useRequestEmailReset();
  const { control } = form;

  const submit = form.handleSubmit((values) => {
    request.mutate(values, {
      onError: (error) => applyServerProblems(error, form.setError, fields),
    });
  });

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
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="forgot-email-form"
    >
      <p className="form-muted">{t('recovery.forgot.emailIntro')}</p>
      <FormTextField
        control={control}
        name="username"
        label={t('recovery.fields.username')}
        rule={username}
        starred
        autoComplete="username"
        autoCapitalize="none"
        maxLength={64}
        testId="forgot-username"
      />
      <FormTextField
        control={control}
        name="email"
        label={t('recovery.fields.email')}
        rule={email}
        starred
        type="email"
        autoComplete="email"
        maxLength={254}
        testId="forgot-email"
      />
      <FormFooter
        error={text(formErrorOf(form.formState.errors), { label: '' })}
        submitLabel={t('recovery.submit')}
        pending={request.isPending}
        stretch
        testId="forgot-email"
      />
    </form>
  );
}
