import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../text-field';
import { useFormField, type FormFieldBinding } from './use-form-field';

export interface FormTextFieldProps<T extends FieldValues, C, O>
  extends
    Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>,
    FormFieldBinding<T, C, O> {}

/** A `TextField` bound to its form's value, showing the form's problem with it. */
export function FormTextField<T extends FieldValues, C, O>({
  control,
  name,
  rule,
  problemValues,
  label,
  ...input
}: FormTextFieldProps<T, C, O>) {
  const { field, error } = useFormField({ control, name, label, rule, problemValues });
  const { ref, value, onChange, onBlur } = field;
  return (
    <TextField
      {...input}
      ref={ref}
      name={name}
      label={label}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
