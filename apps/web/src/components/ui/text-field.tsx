import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './text-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The input itself, so that a form can focus the first field at fault. */
  ref?: Ref<HTMLInputElement>;
  label: string;
  /** The translated problem with the value, shown under it and announced. */
  error?: string | null;
  /** Marks the label with the asterisk of a required field (SPEC §5). */
  starred?: boolean;
  /** Something beside the input, such as a send-code button. */
  trailing?: ReactNode;
  /** Shown before the input, such as the '+' of a dialling code. */
  prefix?: string;
  testId?: string;
}

/** A labelled input with its error: the one field the account forms are made of. */
export function TextField({
  label,
  error,
  starred,
  trailing,
  prefix,
  testId,
  ...input
}: TextFieldProps) {
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
      <div className="form-field__row">
        <div className="form-field__control">
          {prefix ? (
            <span className="form-field__prefix" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            id={id}
            className="form-field__input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            aria-required={starred || undefined}
            {...input}
          />
        </div>
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
