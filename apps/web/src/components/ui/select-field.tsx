import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import './text-field.css';
import './select-field.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** The select itself, so that a form can focus the first field at fault. */
  ref?: Ref<HTMLSelectElement>;
  label: string;
  options: readonly SelectOption[];
  error?: string | null;
  starred?: boolean;
  testId?: string;
}

/** A labelled native select: the keyboard and phones already know how to use it. */
export function SelectField({
  label,
  options,
  error,
  starred,
  testId,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field" data-testid={testId}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {starred ? (
          <span className="form-field__star" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="form-field__control">
        <select
          id={id}
          className="form-field__input select-field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={starred || undefined}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
