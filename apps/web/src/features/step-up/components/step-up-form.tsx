import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SessionGrant, StepUpChallenge, StepUpMethod } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import {
  applyServerProblems,
  formErrorOf,
} from '../../../components/ui/form/apply-server-problems';
import { FormSmsCodeField } from '../../../components/ui/form/form-sms-code-field';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { useProblemText } from '../../../components/ui/form/use-problem-text';
import { FormFooter } from '../../../components/ui/form-footer';
import { NoticeDialog } from '../../../components/ui/notice-dialog';
import { useCountdown } from '../../../components/ui/use-countdown';
import { errorKey } from '../../../lib/api-client';
import { useSendStepUpSms } from '../api/send-step-up-sms';
import { useVerifyStepUp } from '../api/verify-step-up';
import { stepUpFormSchema, stepUpProblems } from '../lib/step-up-schema';
import '../../../components/ui/form-layout.css';

export interface StepUpFormProps {
  challenge: StepUpChallenge;
  onGranted: (grant: SessionGrant) => void;
  onCancel: () => void;
}

/**
 * The extra check of a sign-in from an address the account never used (SPEC §4, last
 * line): a code sent to the bound mobile, or one from the bound authenticator app.
 */
export function StepUpForm({ challenge, onGranted, onCancel }: StepUpFormProps) {
  const { t } = useTranslation();
  const text = useProblemText();
  const [method, setMethod] = useState<StepUpMethod>(challenge.methods[0]!);
  const [nextSendAt, setNextSendAt] = useState<number | null>(null);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const send = useSendStepUpSms();
  const verify = useVerifyStepUp();
  const resolver = useMemo(
    () => schemaResolver(stepUpFormSchema(method), stepUpProblems),
    [method],
  );
  const form = useForm({ resolver, defaultValues: { code: '' } });
  const ticketLeft = useCountdown(challenge.expiresAt);
  const expired = ticketLeft === 0;

  const choose = (next: StepUpMethod) => {
    setMethod(next);
    form.reset();
    verify.reset();
  };

  const handleSend = () => {
    send.mutate(challenge.ticket, {
      onSuccess: (sent) => setNextSendAt(sent.expirationTime),
      onError: (error) => setSendFailure(t(errorKey(error))),
    });
  };

  const submit = form.handleSubmit(({ code }) => {
    verify.mutate(
      { ticket: challenge.ticket, method, code },
      {
        onSuccess: onGranted,
        onError: (error) => applyServerProblems(error, form.setError, []),
      },
    );
  });

  if (expired) {
    return (
      <div className="account-form" data-testid="step-up-form">
        <p className="form-error" role="alert" data-testid="step-up-expired">
          {t('recovery.stepUp.expired')}
        </p>
        <div className="form-actions">
          <Button type="button" variant="primary" onClick={onCancel} data-testid="step-up-cancel">
            {t('recovery.stepUp.signInAgain')}
          </Button>
        </div>
      </div>
    );
  }

  const code = {
    control: form.control,
    name: 'code',
    label: t(method === 'sms' ? 'recovery.stepUp.smsCode' : 'recovery.stepUp.totpCode'),
    starred: true,
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 16,
    testId: 'step-up-code',
  } as const;
  return (
    <form
      className="account-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="step-up-form"
    >
      <p className="form-notice">{t('recovery.stepUp.intro')}</p>
      {challenge.methods.length > 1 ? (
        <div className="form-choice" role="group" aria-label={t('recovery.stepUp.methods')}>
          {challenge.methods.map((m) => (
            <Button
              key={m}
              type="button"
              variant="ghost"
              className="form-choice__option"
              aria-pressed={m === method}
              onClick={() => choose(m)}
              data-testid={`step-up-method-${m}`}
            >
              {t(m === 'sms' ? 'recovery.stepUp.bySms' : 'recovery.stepUp.byTotp')}
            </Button>
          ))}
        </div>
      ) : null}
      <p className="form-muted" data-testid="step-up-hint">
        {method === 'sms'
          ? t('recovery.stepUp.smsHint', { mobile: challenge.maskedMobile ?? '' })
          : t('recovery.stepUp.totpHint')}
      </p>
      {method === 'sms' ? (
        <FormSmsCodeField
          {...code}
          send={{
            nextSendAt,
            sending: send.isPending,
            onSend: handleSend,
            testId: 'step-up-send',
          }}
        />
      ) : (
        <FormTextField {...code} />
      )}
      <FormFooter
        error={text(formErrorOf(form.formState.errors), { label: '' })}
        submitLabel={t('recovery.stepUp.submit')}
        pending={verify.isPending}
        cancel={{ label: t('recovery.cancel'), onClick: onCancel }}
        testId="step-up"
      />
      <NoticeDialog
        message={sendFailure}
        onClose={() => setSendFailure(null)}
        testId="step-up-sms-failed"
      />
    </form>
  );
}
