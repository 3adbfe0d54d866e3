import type { InputHTMLAttributes } from 'react';
import type { FieldRule } from '@sorteo/shared';
import type { RegistrationField } from '@sorteo/shared/contract/constants';
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

export interface RegisterTextFieldProps {
  id: string;
  field: RegistrationField;
  rule: FieldRule | undefined;
  label: string;
  starred: boolean;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
}

/** A plain text field of the registration form, typed for what its field holds. */
export function RegisterTextField({
  id,
  field,
  rule,
  label,
  starred,
  value,
  onChange,
  problem,
}: RegisterTextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      starred={starred}
      problem={problem}
      testId={`register-${field}`}
    >
      <input
        id={id}
        name={field}
        className="reg-input"
        type="text"
        {...kindOf(field, rule)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={starred}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemIdOf(id) : undefined}
        data-testid={`register-${field}-input`}
      />
    </FormField>
  );
}
