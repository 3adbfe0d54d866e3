import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { useCountdown } from './use-countdown';
import './send-code-button.css';

export interface SendCodeButtonProps {
  /** When the server allows the next send (epoch ms); null before the first. */
  nextSendAt: number | null;
  sending: boolean;
  onSend: () => void;
  testId?: string;
}

/** "Send code", then "N s" until the server accepts another send (SPEC §4 "SMS resend"). */
export function SendCodeButton({ nextSendAt, sending, onSend, testId }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const left = useCountdown(nextSendAt);
  return (
    <Button
      type="button"
      variant="secondary"
      className="form-field__side-button"
      onClick={onSend}
      disabled={sending || left > 0}
      aria-live="polite"
      data-testid={testId}
    >
      {left > 0
        ? t('sendCode.wait', { seconds: left })
        : nextSendAt === null
          ? t('sendCode.send')
          : t('sendCode.resend')}
    </Button>
  );
}
