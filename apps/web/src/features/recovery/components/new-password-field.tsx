import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

/** A new password or its confirmation: required, hidden, and offered to password managers. */
export function NewPasswordField(props: TextFieldProps) {
  return (
    <TextField starred type="password" autoComplete="new-password" maxLength={128} {...props} />
  );
}
