import { useEffect, type RefObject } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCaptchaField } from '../../../components/ui/form/form-captcha-field';
import { CaptchaImage, useCaptcha, type CaptchaState } from '../../challenges';
import type { LoginValues } from '../lib/login-form-schema';

export interface CaptchaFieldProps {
  control: Control<LoginValues>;
  /** Where the form finds the picture's id to send and the refresh to call after a failure. */
  captchaRef: RefObject<CaptchaState | null>;
}

/** The captcha the server asks for after repeated failures: a new picture each time it shows. */
export function CaptchaField({ control, captchaRef }: CaptchaFieldProps) {
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
    <FormCaptchaField
      control={control}
      name="captcha"
      label={t('login.captcha')}
      autoCapitalize="characters"
      testId="login-captcha"
      picture={<CaptchaImage captcha={captcha} />}
    />
  );
}
