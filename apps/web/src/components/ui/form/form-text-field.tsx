import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldRule } from '@sorteo/shared';
import { TextField, type TextFieldProps } from '../text-field';
import { useProblemText } from './use-problem-text';

export interface FormTextFieldProps<T extends FieldValues, C, O> extends Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /** The merchant's rule behind the field, whose bounds its problem texts name. */
  rule?: FieldRule;
  /** What the field's problem texts fill in besides its label (an amount's bounds). */
  problemValues?: Record<string, string>;
}

/** A `TextField` bound to its form's value, showing the form's problem with it. */
export function FormTextField<T extends FieldValues, C, O>({
  control,
  name,
  rule,
  problemValues,
  label,
  ...input
}: FormTextFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const text = useProblemText();
  return (
    <TextField
      {...input}
      ref={ref}
      name={name}
      label={label}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      error={text(fieldState.error?.message, { label, field: name, rule, values: problemValues })}
    />
  );
}
