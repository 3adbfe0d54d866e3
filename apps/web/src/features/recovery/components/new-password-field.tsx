import type { FieldValues } from 'react-hook-form';
import {
  FormTextField,
  type FormTextFieldProps,
} from '../../../components/ui/form/form-text-field';

/** A new password or its confirmation: required, hidden, and offered to password managers. */
export function NewPasswordField<T extends FieldValues, C, O>(props: FormTextFieldProps<T, C, O>) {
  return (
    <FormTextField starred type="password" autoComplete="new-password" maxLength={128} {...props} />
  );
}
