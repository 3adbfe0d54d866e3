import type { FieldValues } from 'react-hook-form';
import type { ReactNode } from 'react';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export interface FormCaptchaFieldProps<T extends FieldValues, C, O> extends Omit<
  FormTextFieldProps<T, C, O>,
  'trailing'
> {
  /** The captcha picture the answer is read from (the form's `CaptchaImage`). */
  picture: ReactNode;
}

/** The answer to an image captcha, typed beside its picture. */
export function FormCaptchaField<T extends FieldValues, C, O>({
  picture,
  ...field
}: FormCaptchaFieldProps<T, C, O>) {
  return (
    <FormTextField
      starred
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      {...field}
      trailing={picture}
    />
  );
}
