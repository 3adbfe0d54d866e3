import { useImperativeHandle, type Ref } from 'react';
import type { FieldRule } from '@sorteo/shared';
import { useFormField } from '../../../components/ui/form/use-form-field';
import { CaptchaImage, useCaptcha } from '../../challenges';
import { FormField, problemIdOf } from './form-field';
import type { RegisterFieldProps } from './register-text-field';

/** What the form needs of the captcha when it submits. */
export type CaptchaHandle = { captchaId: string | null; refresh: () => void };

export interface CaptchaFieldProps extends RegisterFieldProps {
  rule: FieldRule | undefined;
  handle: Ref<CaptchaHandle>;
}

/** The captcha answer beside its picture; mounted only when the captcha rule is on. */
export function CaptchaField({ control, id, label, starred, rule, handle }: CaptchaFieldProps) {
  const captcha = useCaptcha('register');
  const { field, error } = useFormField({ control, name: 'captcha', label, rule });
  const { ref, value, onChange, onBlur } = field;
  useImperativeHandle(handle, () => ({ captchaId: captcha.captchaId, refresh: captcha.refresh }), [
    captcha.captchaId,
    captcha.refresh,
  ]);
  return (
    <FormField id={id} label={label} starred={starred} problem={error} testId="register-captcha">
      <div className="reg-field__row">
        <input
          ref={ref}
          id={id}
          name="captcha"
          className="reg-input"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={(value as string | undefined) ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          aria-required={starred}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? problemIdOf(id) : undefined}
          data-testid="register-captcha-input"
        />
        <CaptchaImage captcha={captcha} />
      </div>
    </FormField>
  );
}
