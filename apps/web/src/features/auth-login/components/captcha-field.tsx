import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { CaptchaImage, useCaptcha, type CaptchaState } from '../../challenges';

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** Where the form finds the picture's id to send and the refresh to call after a failure. */
  captchaRef: RefObject<CaptchaState | null>;
}

/** The captcha the server asks for after repeated failures: a new picture each time it shows. */
export function CaptchaField({ value, onChange, error, captchaRef }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha('login');
  useEffect(() => {
    captchaRef.current = captcha;
  });
  useEffect(
    () => () => {
      captchaRef.current = null;
    },
    [captchaRef],
  );
  return (
    <TextField
      label={t('login.captcha')}
      starred
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      testId="login-captcha"
      trailing={<CaptchaImage captcha={captcha} />}
    />
  );
}
