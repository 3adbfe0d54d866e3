import type { Ref } from 'react';
import type { RegisterSettings } from '@sorteo/shared';
import type { RegistrationField } from '@sorteo/shared/contract/constants';
import type { RegisterMode, ShownField } from '../lib/register-fields';
import type { FormValues } from '../lib/validate-fields';
import { CaptchaField, type CaptchaHandle } from './captcha-field';
import { MobileField } from './mobile-field';
import { SmsCodeField, type SmsCodeFieldProps } from './sms-code-field';
import { RegisterTextField } from './register-text-field';

type Country = { countryCode: string; dialingCode: string };

export interface RegisterFieldListProps {
  mode: RegisterMode;
  shown: readonly ShownField[];
  values: FormValues;
  fieldId: (field: string) => string;
  labelOf: (field: string) => string;
  /** The problem to show under a field, in the visitor's language. */
  problemOf: (field: string) => string | null;
  onChange: (field: RegistrationField, value: string) => void;
  country: Country;
  onCountryChange: (country: Country) => void;
  phoneVerification: RegisterSettings['phoneVerification'];
  takeMobile: SmsCodeFieldProps['takeMobile'];
  onSendFailed: SmsCodeFieldProps['onSendFailed'];
  captcha: Ref<CaptchaHandle>;
}

/** The fields a tab shows, each with the control its kind needs. */
export function RegisterFieldList(props: RegisterFieldListProps) {
  const { mode, shown, values, fieldId, labelOf, problemOf, onChange } = props;
  return (
    <div className="register-form__fields">
      {shown.map(({ field, rule, starred }) => {
        const common = {
          id: fieldId(field),
          label: labelOf(field),
          value: values[field] ?? '',
          onChange: (value: string) => onChange(field, value),
          problem: problemOf(field),
        };
        switch (field) {
          case 'mobileNum':
            return (
              <MobileField
                key={field}
                {...common}
                starred={starred}
                countryCode={props.country.countryCode}
                dialingCode={props.country.dialingCode}
                onCountryChange={props.onCountryChange}
              />
            );
          case 'verificationCode':
            return (
              <SmsCodeField
                key={field}
                {...common}
                mode={mode}
                phoneVerification={props.phoneVerification}
                takeMobile={props.takeMobile}
                onSendFailed={props.onSendFailed}
              />
            );
          case 'captcha':
            return (
              <CaptchaField key={field} {...common} starred={starred} handle={props.captcha} />
            );
          default:
            return (
              <RegisterTextField
                key={field}
                {...common}
                field={field}
                rule={rule}
                starred={starred}
              />
            );
        }
      })}
    </div>
  );
}
