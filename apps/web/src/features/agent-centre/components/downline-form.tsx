import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { downlineAccountTypes } from '@sorteo/shared/contract/agent-centre';
import { FormFooter } from '../../../components/ui/form-footer';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import {
  renderFieldRuleMessage,
  type FieldRuleMessage,
  type Translate,
} from '../../../lib/field-rule-messages';
import { useCreateDownline } from '../api/create-downline';
import {
  checkDownlineForm,
  downlineFailure,
  emptyDownline,
  type DownlineField,
  type DownlineProblems,
  type DownlineTexts,
  type DownlineType,
} from '../lib/downline-form';

/** An account opened directly under the agent: a player or a member who may recruit. */
export function DownlineForm() {
  const { t, i18n } = useTranslation();
  const [texts, setTexts] = useState<DownlineTexts>(emptyDownline);
  const [problems, setProblems] = useState<DownlineProblems>({});
  const [formProblem, setFormProblem] = useState<FieldRuleMessage | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const create = useCreateDownline();

  const labels: Record<DownlineField, string> = {
    username: t('agent.downline.username'),
    password: t('agent.downline.password'),
    confirmPassword: t('agent.downline.confirm'),
    type: t('agent.downline.type'),
  };
  const translate: Translate = (key, values) => String(t(key as never, values as never));
  const say = (message: FieldRuleMessage | null | undefined, label: string) =>
    message ? renderFieldRuleMessage(translate, message, label) : null;
  const problemOf = (field: DownlineField) => say(problems[field], labels[field]);

  const edit = <F extends DownlineField>(field: F, value: DownlineTexts[F]) => {
    setTexts((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setFormProblem(null);
    setCreated(null);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkDownlineForm(texts);
    setProblems(checked.problems ?? {});
    setFormProblem(null);
    setCreated(null);
    if (!checked.value) return;
    create.mutate(checked.value, {
      onSuccess: (done) => {
        setCreated(done.account);
        setTexts(emptyDownline);
      },
      onError: (error) => {
        const failure = downlineFailure(error, (key) => i18n.exists(key));
        setProblems(failure.fields);
        setFormProblem(failure.form);
      },
    });
  };

  const typeOptions = downlineAccountTypes.map((type) => ({
    value: String(type),
    label: t(`agent.types.${type}`),
  }));

  return (
    <section className="agent-card" aria-labelledby="agent-downline-title">
      <h4 id="agent-downline-title" className="agent-card__title">
        {t('agent.downline.title')}
      </h4>
      <form
        className="account-form agent-downline"
        onSubmit={handleSubmit}
        noValidate
        data-testid="agent-downline-form"
      >
        <TextField
          label={labels.username}
          value={texts.username}
          onChange={(e) => edit('username', e.target.value)}
          error={problemOf('username')}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          starred
          testId="agent-downline-username"
        />
        <TextField
          label={labels.password}
          type="password"
          value={texts.password}
          onChange={(e) => edit('password', e.target.value)}
          error={problemOf('password')}
          autoComplete="new-password"
          maxLength={64}
          starred
          testId="agent-downline-password"
        />
        <TextField
          label={labels.confirmPassword}
          type="password"
          value={texts.confirmPassword}
          onChange={(e) => edit('confirmPassword', e.target.value)}
          error={problemOf('confirmPassword')}
          autoComplete="new-password"
          maxLength={64}
          starred
          testId="agent-downline-confirm"
        />
        <SelectField
          label={labels.type}
          options={typeOptions}
          value={String(texts.type)}
          onChange={(e) => edit('type', Number(e.target.value) as DownlineType)}
          error={problemOf('type')}
          starred
          testId="agent-downline-type"
        />
        <FormFooter
          error={say(formProblem, '')}
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
