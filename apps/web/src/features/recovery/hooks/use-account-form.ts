import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldRule } from '@sorteo/shared';
import { errorKey } from '../../../lib/api-client';
import type recoveryTexts from '../../../locales/es/recovery.json';
import { hasProblems, type FieldProblem } from '../lib/field-problems';
import { serverProblems } from '../lib/server-problems';
import { useProblemText } from './use-problem-text';

/** The fields the account forms are made of, each labelled by `recovery.fields.<field>`. */
export type AccountField = keyof (typeof recoveryTexts)['recovery']['fields'];

type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/**
 * The values of an account form and the problems shown under them, so that each form keeps
 * only its own checks and call. `rules`: the merchant's rule behind each field, to word a
 * refusal of the server as the form's own check would.
 */
export function useAccountForm<F extends AccountField>(
  initial: Record<F, string>,
  rules: Partial<Record<F, FieldRule>>,
) {
  const { t } = useTranslation();
  const text = useProblemText();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<F>>({});
  const labelOf = (field: AccountField) => t(`recovery.fields.${field}`);

  /** Shows what the form's checks found; true when they found nothing and it may be sent. */
  const accept = (found: Problems<F>) => {
    setProblems(found);
    return !hasProblems(found);
  };

  /** Shows a refusal of the server under the fields it names. */
  const refuse = (error: unknown) => {
    const fields = Object.keys(initial) as F[];
    setProblems(serverProblems(error, fields, rules, t(errorKey(error))));
  };

  /** The label, value, change handler and problem text of a field's `TextField`. */
  const field = (name: F) => {
    const label = labelOf(name);
    return {
      label,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues((v) => ({ ...v, [name]: event.target.value })),
      error: text(problems[name], label),
    };
  };

  /** The text of a failed call that no field shows: the form's own error, or null. */
  const formError = (call: { isError: boolean; error: unknown }) =>
    call.isError && !hasProblems(problems) ? t(errorKey(call.error)) : null;

  return { values, field, accept, refuse, formError };
}
