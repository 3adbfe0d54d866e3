import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldRule } from '@sorteo/shared';
import { useProblemText } from './use-problem-text';

export interface FormFieldBinding<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /** The field's label, for the problem texts that name it. */
  label: string;
  /** The merchant's rule behind the field, whose bounds its problem texts name. */
  rule?: FieldRule;
  /** What the field's problem texts fill in besides its label (an amount's bounds). */
  problemValues?: Record<string, string>;
}

/**
 * A field's value bound to its form, and the form's problem with it in the visitor's
 * language (null when there is none): what every field of the set is made of, and what a
 * form with a layout of its own (registration) binds its inputs with.
 */
export function useFormField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  rule,
  problemValues,
}: FormFieldBinding<T, C, O>) {
  const { field, fieldState } = useController({ control, name });
  const text = useProblemText();
  const error = text(fieldState.error?.message, {
    label,
    field: name,
    rule,
    values: problemValues,
  });
  return { field, error };
}
