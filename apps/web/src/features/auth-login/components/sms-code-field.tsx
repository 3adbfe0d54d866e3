import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormSmsCodeField } from '../../../components/ui/form/form-sms-code-field';
import { NoticeDialog } from '../../../components/ui/notice-dialog';
import { errorKey } from '../../../lib/api-client';
import { smsRetryAfterMs } from '../../../lib/sms-retry-after';
import { SliderPuzzle } from '../../challenges';
import { sendLoginSms } from '../api/send-login-sms';
import type { LoginValues } from '../lib/login-form-schema';

export interface SmsTarget {
  countryDialingCode: string;
  mobileNum: string;
}

export interface SmsCodeFieldProps {
  control: Control<LoginValues>;
  /** Checks the number (showing its problems) and gives it when it can take a code. */
  target: () => Promise<SmsTarget | null>;
}

/**
 * The SMS code with its send button: a bot check (purpose 'sms') first, then the code is
 * sent and the button counts down "N s" to the server's `expirationTime` (SPEC §4).
 */
export function SmsCodeField({ control, target }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState<SmsTarget | null>(null);
  const [sentTo, setSentTo] = useState<SmsTarget | null>(null);
  const [nextSendAt, setNextSendAt] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({ mutationFn: sendLoginSms, retry: false });

  const handleSend = async () => {
    const to = await target();
    if (to) setChecking(to);
  };

  const handleVerified = (botToken: string) => {
    const to = checking;
    setChecking(null);
    if (!to) return;
    send.mutate(
      { ...to, botToken },
      {
        onSuccess: ({ expirationTime }) => {
          setNextSendAt(expirationTime);
          setSentTo(to);
        },
        onError: (sendError) => {
          const wait = smsRetryAfterMs(sendError);
          if (wait !== null) setNextSendAt(Date.now() + wait);
          setFailure(t(errorKey(sendError)));
        },
      },
    );
  };

  return (
    <>
      <FormSmsCodeField
        control={control}
        name="verificationCode"
        label={t('login.code')}
        testId="login-code"
        send={{
          nextSendAt,
          sending: send.isPending || checking !== null,
          onSend: () => void handleSend(),
          testId: 'login-sms-send',
        }}
      />
      {checking ? (
        <div className="login-check" data-testid="login-sms-check">
          <SliderPuzzle purpose="sms" onVerified={handleVerified} />
          <Button
            type="button"
            variant="ghost"
            className="login-check__back"
            onClick={() => setChecking(null)}
          >
            {t('login.botCheck.back')}
          </Button>
        </div>
      ) : null}
      {sentTo && !checking ? (
        <p className="login-form__note" aria-live="polite" data-testid="login-sms-sent">
          {t('login.sms.sent', { dialCode: sentTo.countryDialingCode, mobile: sentTo.mobileNum })}
        </p>
      ) : null}
      <NoticeDialog message={failure} onClose={() => setFailure(null)} testId="login-sms-failed" />
    </>
  );
}
