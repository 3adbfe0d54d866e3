import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorKey } from '../../../lib/api-client';
import { isKnownRule } from '../../../lib/field-rule-messages';

/** The form's own error, the one no field shows: said above the submit button. */
export const formErrorName = 'root.server';

export const formErrorOf = (errors: FieldErrors) => errors.root?.server?.message;

export interface ServerProblemOptions {
  /** The API's name of a field the form names otherwise (`{ mobileNo: 'mobileNum' }`). */
  renamed?: Readonly<Record<string, string>>;
  /** Moves the focus to the first field of `fields` that got a problem. */
  shouldFocus?: boolean;
}

/**
 * Shows a refused call on the form: each of the API's `issues` under its field (by its
 * rule when the web has a text for it, else by the error's own text), or the error under
 * the field `value.field` names. Whatever names no field of `fields`, and an error that
 * names no field at all, becomes the form's own error.
 */
export function applyServerProblems<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options: ServerProblemOptions = {},
): void {
  const own = errorKey(error);
  const value = error instanceof ApiError ? error.value : undefined;
  const issues = Array.isArray(value?.issues) ? value.issues : [];
  const placed = new Map<string, string>();
  let forForm = false;

  const place = (apiField: unknown, problem: string) => {
    const field =
      typeof apiField === 'string' ? (options.renamed?.[apiField] ?? apiField) : apiField;
    const known = (fields as readonly unknown[]).includes(field);
    if (!known) forForm = true;
    else if (!placed.has(field as string)) placed.set(field as string, problem);
  };

  for (const issue of issues) place(issue.field, isKnownRule(issue.rule) ? issue.rule : own);
  if (issues.length === 0) place(value?.field, own);
  const first = options.shouldFocus ? fields.find((field) => placed.has(field)) : undefined;
  for (const [field, problem] of placed) {
    setError(
      field as Path<T>,
      { type: 'server', message: problem },
      field === first ? { shouldFocus: true } : undefined,
    );
  }
  if (forForm) setError(formErrorName, { type: 'server', message: own });
}
