import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '../select-field';
import { useProblemText } from './use-problem-text';

export interface FormSelectOption {
  /** The form's value, a number too: the select shows it as text and gives it back as it was. */
  value: string | number;
  label: string;
}

export interface FormSelectFieldProps<T extends FieldValues, C, O> extends Omit<
  SelectFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'options'
> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  options: readonly FormSelectOption[];
  /** Called after the value changed, for what depends on it. */
  onValueChange?: (value: FormSelectOption['value']) => void;
}

/** A `SelectField` bound to its form's value, showing the form's problem with it. */
export function FormSelectField<T extends FieldValues, C, O>({
  control,
  name,
  options,
  onValueChange,
  label,
  ...select
}: FormSelectFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  const text = useProblemText();
  return (
    <SelectField
      {...select}
      ref={ref}
      name={name}
      label={label}
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      value={String(value)}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (!chosen) return;
        onChange(chosen.value);
        onValueChange?.(chosen.value);
      }}
      onBlur={onBlur}
      error={text(fieldState.error?.message, { label, field: name })}
    />
  );
}
