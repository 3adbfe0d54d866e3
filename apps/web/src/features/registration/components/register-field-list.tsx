import type { Ref } from 'react';
import type { Control } from 'react-hook-form';
import type { RegisterSettings } from '@sorteo/shared';
import type { RegisterMode, ShownField } from '../lib/register-fields';
import type { RegisterFormValues } from '../lib/register-form-schema';
import { CaptchaField, type CaptchaHandle } from './captcha-field';
import { MobileField } from './mobile-field';
import { SmsCodeField, type SmsCodeFieldProps } from './sms-code-field';
import { RegisterTextField } from './register-text-field';

type Country = { countryCode: string; dialingCode: string };

export interface RegisterFieldListProps {
  control: Control<RegisterFormValues>;
  mode: RegisterMode;
  shown: readonly ShownField[];
  fieldId: (field: string) => string;
  labelOf: (field: string) => string;
  country: Country;
  onCountryChange: (country: Country) => void;
  phoneVerification: RegisterSettings['phoneVerification'];
  takeMobile: SmsCodeFieldProps['takeMobile'];
  onSendFailed: SmsCodeFieldProps['onSendFailed'];
  captcha: Ref<CaptchaHandle>;
}

/** The fields a tab shows, each with the control its kind needs. */
export function RegisterFieldList(props: RegisterFieldListProps) {
  const { control, mode, shown, fieldId, labelOf } = props;
  return (
    <div className="register-form__fields">
      {shown.map(({ field, rule, starred }) => {
        const common = { control, id: fieldId(field), label: labelOf(field), rule };
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
            return <RegisterTextField key={field} {...common} field={field} starred={starred} />;
        }
      })}
    </div>
  );
}
