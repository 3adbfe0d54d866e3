import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Calls `onEdit` each time a value of `form` changes (not on focus, blur or submit): for
 * what is about the values last sent, such as the refusal of a call. `onEdit` should be
 * stable.
 */
export function useOnEdit<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  onEdit: () => void,
): void {
  useEffect(() => {
    let last = JSON.stringify(form.getValues());
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const now = JSON.stringify(values);
        if (now === last) return;
        last = now;
        onEdit();
      },
    });
  }, [form, onEdit]);
}
