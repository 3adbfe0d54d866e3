import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { downlineAccountTypes } from '@sorteo/shared/contract/agent-centre';
import {
  applyServerProblems,
  formErrorOf,
} from '../../../components/ui/form/apply-server-problems';
import { FormSelectField } from '../../../components/ui/form/form-select-field';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { useProblemText } from '../../../components/ui/form/use-problem-text';
import { FormFooter } from '../../../components/ui/form-footer';
import { useCreateDownline } from '../api/create-downline';
import { downlineFormSchema, emptyDownline } from '../lib/downline-form';

const resolver = schemaResolver(downlineFormSchema);
const fields = ['username', 'password', 'confirmPassword', 'type'] as const;

/** An account opened directly under the agent: a player or a member who may recruit. */
export function DownlineForm() {
  const { t } = useTranslation();
  const text = useProblemText();
  const [created, setCreated] = useState<string | null>(null);
  const create = useCreateDownline();
  const form = useForm({ resolver, defaultValues: emptyDownline });
  const { control } = form;

  const submit = form.handleSubmit(
    (values) => {
      if (create.isPending) return;
      setCreated(null);
      create.mutate(values, {
        onSuccess: (done) => {
          setCreated(done.account);
          form.reset();
        },
        onError: (error) => applyServerProblems(error, form.setError, fields),
      });
    },
    () => setCreated(null),
  );

  const typeOptions = downlineAccountTypes.map((type) => ({
    value: type,
    label: t(`agent.types.${type}`),
  }));

  return (
    <section className="agent-card" aria-labelledby="agent-downline-title">
      <h4 id="agent-downline-title" className="agent-card__title">
        {t('agent.downline.title')}
      </h4>
      <form
        className="account-form agent-downline"
        onSubmit={(event) => void submit(event)}
        // Any edit makes the last "created" line old news.
        onChange={() => setCreated(null)}
        noValidate
        data-testid="agent-downline-form"
      >
        <FormTextField
          control={control}
          name="username"
          label={t('agent.downline.username')}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          starred
          testId="agent-downline-username"
        />
        <FormTextField
          control={control}
          name="password"
          label={t('agent.downline.password')}
          type="password"
          autoComplete="new-password"
          maxLength={64}
          starred
          testId="agent-downline-password"
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label={t('agent.downline.confirm')}
          type="password"
          autoComplete="new-password"
          maxLength={64}
          starred
          testId="agent-downline-confirm"
        />
        <FormSelectField
          control={control}
          name="type"
          label={t('agent.downline.type')}
          options={typeOptions}
          starred
          testId="agent-downline-type"
        />
        <FormFooter
          error={text(formErrorOf(form.formState.errors), { label: '' })}
          submitLabel={t('agent.downline.submit')}
          pending={create.isPending}
          testId="agent-downline"
        />
      </form>
      {created ? (
        <p className="form-success" role="status" data-testid="agent-downline-created">
          {t('agent.downline.created', { account: created })}
        </p>
      ) : null}
    </section>
  );
}
