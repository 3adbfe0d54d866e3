import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormFieldProps {
  id: string;
  label: string;
  starred: boolean;
  /** The problem to show under the field, already in the visitor's language. */
  problem?: string | null;
  /** The control(s), labelled by `id`'s label and described by the problem. */
  children: ReactNode;
  testId: string;
}

export const problemIdOf = (id: string) => `${id}-problem`;

/** A label with the SPEC §5 asterisk, the control, and the problem under it. */
export function FormField({ id, label, starred, problem, children, testId }: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={problem ? 'reg-field reg-field--invalid' : 'reg-field'} data-testid={testId}>
      <label className="reg-field__label" htmlFor={id}>
        {starred ? (
          <span className="reg-field__star" aria-hidden="true">
            *
          </span>
        ) : null}
        {label}
        {starred ? <span className="visually-hidden"> ({t('register.requiredMark')})</span> : null}
      </label>
      {children}
      {problem ? (
        <p className="reg-field__problem" id={problemIdOf(id)} data-testid={`${testId}-problem`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
