import { useTranslation } from 'react-i18next';

export interface AgreementCheckProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  minimumAge: number;
  problem: string | null;
}

/** SPEC §4: age and terms/privacy confirmation, ticked by default, required to register. */
export function AgreementCheck({
  id,
  checked,
  onChange,
  minimumAge,
  problem,
}: AgreementCheckProps) {
  const { t } = useTranslation();
  return (
    <div className="reg-agreement" data-testid="register-agreement">
      <label className="reg-agreement__label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          data-testid="register-agreement-input"
        />
        <span>{t('register.agreement', { age: String(minimumAge) })}</span>
      </label>
      {problem ? (
        <p
          className="reg-field__problem"
          id={`${id}-problem`}
          data-testid="register-agreement-problem"
        >
          {problem}
        </p>
      ) : null}
    </div>
  );
}
