import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionGrant, StepUpChallenge, StepUpMethod } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import { FormFooter } from '../../../components/ui/form-footer';
import { NoticeDialog } from '../../../components/ui/notice-dialog';
import { SendCodeButton } from '../../../components/ui/send-code-button';
import { TextField } from '../../../components/ui/text-field';
import { useCountdown } from '../../../components/ui/use-countdown';
import { errorKey } from '../../../lib/api-client';
import { useSendStepUpSms } from '../api/send-step-up-sms';
import { useVerifyStepUp } from '../api/verify-step-up';
import '../../../components/ui/form-layout.css';

export interface StepUpFormProps {
  challenge: StepUpChallenge;
  onGranted: (grant: SessionGrant) => void;
  onCancel: () => void;
}

const totpCode = /^\d{6}$/;

/**
 * The extra check of a sign-in from an address the account never used (SPEC §4, last
 * line): a code sent to the bound mobile, or one from the bound authenticator app.
 */
export function StepUpForm({ challenge, onGranted, onCancel }: StepUpFormProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<StepUpMethod>(challenge.methods[0]!);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [nextSendAt, setNextSendAt] = useState<number | null>(null);
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const send = useSendStepUpSms();
  const verify = useVerifyStepUp();
  const ticketLeft = useCountdown(challenge.expiresAt);
  const expired = ticketLeft === 0;

  const choose = (next: StepUpMethod) => {
    setMethod(next);
    setCode('');
    setCodeError(null);
    verify.reset();
  };

  const handleSend = () => {
    send.mutate(challenge.ticket, {
      onSuccess: (sent) => setNextSendAt(sent.expirationTime),
      onError: (error) => setSendFailure(t(errorKey(error))),
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    const label = t(method === 'sms' ? 'recovery.stepUp.smsCode' : 'recovery.stepUp.totpCode');
    if (!value) return setCodeError(t('recovery.rules.required', { label }));
    if (method === 'totp' && !totpCode.test(value)) {
      return setCodeError(t('recovery.rules.sixDigits'));
    }
    setCodeError(null);
    verify.mutate({ ticket: challenge.ticket, method, code: value }, { onSuccess: onGranted });
  };

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

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate data-testid="step-up-form">
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
      <TextField
        label={t(method === 'sms' ? 'recovery.stepUp.smsCode' : 'recovery.stepUp.totpCode')}
        starred
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={codeError}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={16}
        testId="step-up-code"
        trailing={
          method === 'sms' ? (
            <SendCodeButton
              nextSendAt={nextSendAt}
              sending={send.isPending}
              onSend={handleSend}
              testId="step-up-send"
            />
          ) : null
        }
      />
      <FormFooter
        error={verify.isError ? t(errorKey(verify.error)) : null}
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
