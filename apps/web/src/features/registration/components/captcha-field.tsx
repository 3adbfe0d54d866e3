import { useImperativeHandle, type Ref } from 'react';
import { CaptchaImage, useCaptcha } from '../../challenges';
import { FormField, problemIdOf } from './form-field';

/** What the form needs of the captcha when it submits. */
export type CaptchaHandle = { captchaId: string | null; refresh: () => void };

export interface CaptchaFieldProps {
  id: string;
  label: string;
  starred: boolean;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  handle: Ref<CaptchaHandle>;
}

/** The captcha answer beside its picture; mounted only when the captcha rule is on. */
export function CaptchaField({
  id,
  label,
  starred,
  value,
  onChange,
  problem,
  handle,
}: CaptchaFieldProps) {
  const captcha = useCaptcha('register');
  useImperativeHandle(handle, () => ({ captchaId: captcha.captchaId, refresh: captcha.refresh }), [
    captcha.captchaId,
    captcha.refresh,
  ]);
  return (
    <FormField id={id} label={label} starred={starred} problem={problem} testId="register-captcha">
      <div className="reg-field__row">
        <input
          id={id}
          name="captcha"
          className="reg-input"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required={starred}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemIdOf(id) : undefined}
          data-testid="register-captcha-input"
        />
        <CaptchaImage captcha={captcha} />
      </div>
    </FormField>
  );
}
