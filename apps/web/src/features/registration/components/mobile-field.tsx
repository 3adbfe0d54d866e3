import { FormField, problemIdOf } from './form-field';
import { DialCodePicker } from './dial-code-picker';

export interface MobileFieldProps {
  id: string;
  label: string;
  starred: boolean;
  countryCode: string;
  dialingCode: string;
  onCountryChange: (country: { countryCode: string; dialingCode: string }) => void;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
}

/** The mobile number with its country dial code in front. */
export function MobileField(props: MobileFieldProps) {
  const {
    id,
    label,
    starred,
    countryCode,
    dialingCode,
    onCountryChange,
    value,
    onChange,
    problem,
  } = props;
  return (
    <FormField
      id={id}
      label={label}
      starred={starred}
      problem={problem}
      testId="register-mobileNum"
    >
      <div className="reg-field__row">
        <DialCodePicker
          countryCode={countryCode}
          dialingCode={dialingCode}
          onChange={onCountryChange}
        />
        <input
          id={id}
          name="mobileNum"
          className="reg-input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required={starred}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemIdOf(id) : undefined}
          data-testid="register-mobileNum-input"
        />
      </div>
    </FormField>
  );
}
