import type { InputHTMLAttributes } from 'react';
import type { Control } from 'react-hook-form';
import type { FieldRule } from '@sorteo/shared';
import type { RegistrationField } from '@sorteo/shared/contract/constants';
import { useFormField } from '../../../components/ui/form/use-form-field';
import type { RegisterFormValues } from '../lib/register-form-schema';
import { FormField, problemIdOf } from './form-field';

type InputKind = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'maxLength'
>;

const kinds: Partial<Record<RegistrationField, InputKind>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false },
  mobileNum: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 255 },
  payeeName: { autoComplete: 'name' },
  nickname: { autoComplete: 'nickname' },
  qqNum: { inputMode: 'numeric' },
  captcha: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
  affiliateCode: { autoCapitalize: 'characters', spellCheck: false },
  referralCode: { autoCapitalize: 'characters', spellCheck: false },
};

/** A date field follows the browser's picker only when the rule wants its yyyy-MM-dd. */
function kindOf(field: RegistrationField, rule: FieldRule | undefined): InputKind {
  if (field === 'birthday') return rule?.patternId === 'DATE' ? { type: 'date' } : {};
  return kinds[field] ?? {};
}

export interface RegisterFieldProps {
  control: Control<RegisterFormValues>;
  id: string;
  label: string;
  starred: boolean;
}

export interface RegisterTextFieldProps extends RegisterFieldProps {
  field: RegistrationField;
  rule: FieldRule | undefined;
}

/** A plain text field of the registration form, typed for what its field holds. */
export function RegisterTextField({
  control,
  id,
  field,
  rule,
  label,
  starred,
}: RegisterTextFieldProps) {
  const { field: bound, error } = useFormField({ control, name: field, label, rule });
  const { ref, value, onChange, onBlur } = bound;
  return (
    <FormField id={id} label={label} starred={starred} problem={error} testId={`register-${field}`}>
      <input
        ref={ref}
        id={id}
        name={field}
        className="reg-input"
        type="text"
        {...kindOf(field, rule)}
        value={(value as string | undefined) ?? ''}
        onChange={onChange}
        onBlur={onBlur}
        aria-required={starred}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? problemIdOf(id) : undefined}
        data-testid={`register-${field}-input`}
      />
    </FormField>
  );
}
