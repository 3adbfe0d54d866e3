import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldRule, RegisterSettings } from '@sorteo/shared';
import { Button } from '../../../components/ui/button';
import { useFormField } from '../../../components/ui/form/use-form-field';
import { useCountdown } from '../../../components/ui/use-countdown';
import { smsRetryAfterMs } from '../../../lib/sms-retry-after';
import { sendPhoneAuthCode } from '../api/phone-auth';
import { sendRegisterSms } from '../api/send-register-sms';
import type { RegisterMode } from '../lib/register-fields';
import {
  createThrottle,
  PHONE_AUTH_RESEND_MINUTES,
  resendAt,
  SMS_THROTTLE_MS,
} from '../lib/sms-timing';
import { BotCheckDialog } from './bot-check-dialog';
import { FormField, problemIdOf } from './form-field';
import type { RegisterFieldProps } from './register-text-field';

export interface SmsCodeFieldProps extends Omit<RegisterFieldProps, 'starred'> {
  rule: FieldRule | undefined;
  mode: RegisterMode;
  /** 'firebase': the third-party phone-auth service sends the code instead of our SMS. */
  phoneVerification: RegisterSettings['phoneVerification'];
  /** The number to send to, or null after the form has shown what is wrong with it. */
  takeMobile: () => Promise<{ countryDialingCode: string; mobileNo: string } | null>;
  /** Shows why sending failed (SPEC §8: a warning dialog with the server's message). */
  onSendFailed: (error: unknown) => void;
}

/** The SMS code with its send button: a slider check, then the send, then the countdown. */
export function SmsCodeField(props: SmsCodeFieldProps) {
  const { control, id, mode, phoneVerification, label, rule } = props;
  const { takeMobile, onSendFailed } = props;
  const { t } = useTranslation();
  const { field, error: problem } = useFormField({
    control,
    name: 'verificationCode',
    label,
    rule,
  });
  const { ref, value, onChange, onBlur } = field;
  const [target, setTarget] = useState<{ countryDialingCode: string; mobileNo: string } | null>(
    null,
  );
  const [sending, setSending] = useState(false);
  const [sentNote, setSentNote] = useState<string | null>(null);
  const throttle = useMemo(() => createThrottle(SMS_THROTTLE_MS), []);
  const [nextSendAt, setNextSendAt] = useState<number | null>(null);
  const seconds = useCountdown(nextSendAt);
  const waiting = seconds > 0;

  const handleSend = async () => {
    if (waiting || sending || !throttle()) return;
    const mobile = await takeMobile();
    if (mobile) setTarget(mobile);
  };

  const send = async (botToken: string) => {
    const mobile = target;
    setTarget(null);
    if (!mobile) return;
    setSending(true);
    try {
      const request = { ...mobile, botToken };
      const expiredMinutes =
        phoneVerification === 'firebase'
          ? (await sendPhoneAuthCode(request), PHONE_AUTH_RESEND_MINUTES)
          : (await sendRegisterSms(mode, request)).expiredMinutes;
      setNextSendAt(resendAt(Date.now(), expiredMinutes));
      setSentNote(t('register.sms.sent'));
    } catch (error) {
      setSentNote(null);
      const wait = smsRetryAfterMs(error);
      if (wait) setNextSendAt(Date.now() + wait);
      onSendFailed(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormField id={id} label={label} starred problem={problem} testId="register-verificationCode">
      <div className="reg-field__row">
        <input
          ref={ref}
          id={id}
          name="verificationCode"
          className="reg-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={255}
          value={(value as string | undefined) ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          aria-required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemIdOf(id) : `${id}-note`}
          data-testid="register-verificationCode-input"
        />
        <Button
          type="button"
          variant="secondary"
          className="reg-field__send"
          onClick={() => void handleSend()}
          disabled={waiting}
          busy={sending}
          data-testid="register-sms-send"
        >
          {waiting ? t('register.sms.wait', { seconds: String(seconds) }) : t('register.sms.send')}
        </Button>
      </div>
      <p
        className="reg-field__note"
        id={`${id}-note`}
        aria-live="polite"
        data-testid="register-sms-note"
      >
        {sentNote ?? ''}
      </p>
      {target ? (
        <BotCheckDialog
          purpose="sms"
          onVerified={(token) => void send(token)}
          onCancel={() => setTarget(null)}
        />
      ) : null}
    </FormField>
  );
}
