import type { FieldRule } from '@sorteo/shared';
import { useFormField } from '../../../components/ui/form/use-form-field';
import { DialCodePicker } from './dial-code-picker';
import { FormField, problemIdOf } from './form-field';
import type { RegisterFieldProps } from './register-text-field';

export interface MobileFieldProps extends RegisterFieldProps {
  rule: FieldRule | undefined;
  countryCode: string;
  dialingCode: string;
  onCountryChange: (country: { countryCode: string; dialingCode: string }) => void;
}

/** The mobile number with its country dial code in front. */
export function MobileField(props: MobileFieldProps) {
  const { control, id, label, starred, rule, countryCode, dialingCode, onCountryChange } = props;
  const { field, error } = useFormField({ control, name: 'mobileNum', label, rule });
  const { ref, value, onChange, onBlur } = field;
  return (
    <FormField id={id} label={label} starred={starred} problem={error} testId="register-mobileNum">
      <div className="reg-field__row">
        <DialCodePicker
          countryCode={countryCode}
          dialingCode={dialingCode}
          onChange={onCountryChange}
        />
        <input
          ref={ref}
          id={id}
          name="mobileNum"
          className="reg-input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={(value as string | undefined) ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          aria-required={starred}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? problemIdOf(id) : undefined}
          data-testid="register-mobileNum-input"
        />
      </div>
    </FormField>
  );
}
