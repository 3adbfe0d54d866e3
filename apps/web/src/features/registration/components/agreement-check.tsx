import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormField } from '../../../components/ui/form/use-form-field';
import type { RegisterFormValues } from '../lib/register-form-schema';

export interface AgreementCheckProps {
  control: Control<RegisterFormValues>;
  id: string;
  minimumAge: number;
}

/** SPEC §4: age and terms/privacy confirmation, ticked by default, required to register. */
export function AgreementCheck({ control, id, minimumAge }: AgreementCheckProps) {
  const { t } = useTranslation();
  const age = String(minimumAge);
  const label = t('register.agreement', { age });
  const { field, error } = useFormField({
    control,
    name: 'agreed',
    label,
    problemValues: { age },
  });
  const { ref, value, onChange, onBlur } = field;
  return (
    <div className="reg-agreement" data-testid="register-agreement">
      <label className="reg-agreement__label" htmlFor={id}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-problem` : undefined}
          data-testid="register-agreement-input"
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p
          className="reg-field__problem"
          id={`${id}-problem`}
          data-testid="register-agreement-problem"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
