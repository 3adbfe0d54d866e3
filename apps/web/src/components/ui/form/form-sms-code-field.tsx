import type { FieldValues } from 'react-hook-form';
import type { ReactNode } from 'react';
import { SendCodeButton, type SendCodeButtonProps } from '../send-code-button';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export interface FormSmsCodeFieldProps<T extends FieldValues, C, O> extends Omit<
  FormTextFieldProps<T, C, O>,
  'trailing'
> {
  /** The send button beside the code. */
  send: SendCodeButtonProps;
  /** What sending opens (a bot check, a failure notice), kept beside the button. */
  children?: ReactNode;
}

/** The SMS code a form asks for, with the button that sends it and counts down. */
export function FormSmsCodeField<T extends FieldValues, C, O>({
  send,
  children,
  ...field
}: FormSmsCodeFieldProps<T, C, O>) {
  return (
    <FormTextField
      starred
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={255}
      {...field}
      trailing={
        <>
          <SendCodeButton {...send} />
          {children}
        </>
      }
    />
  );
}
