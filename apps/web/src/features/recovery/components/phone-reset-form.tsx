import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { errorKey } from '../../../lib/api-client';
import { useSession } from '../../session/session-store';
import { usePermissionValue } from '../../system/api/get-permission';
import { useFieldRules } from '../api/get-field-rules';
import { useResetByPhone } from '../api/reset-by-phone';
import { useAccountForm } from '../hooks/use-account-form';
import { checkRequired, collectProblems, requiredProblem } from '../lib/field-problems';
import { NewPasswordField } from './new-password-field';
import { ResetCodeSender } from './reset-code-sender';

const dialingCode = /^\d{1,4}$/;

/**
 * Forgot by phone (SPEC §2, §4 "Phone reset", §5): number, SMS code and a new password;
 * success signs the member in and goes home.
 */
export function PhoneResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startSession = useSession((s) => s.startSession);
  const defaultDial = usePermissionValue().register.defaultCountryDialingCode;
  const rules = useFieldRules(['mobileNum', 'password'] as const);
  const form = useAccountForm(
    { countryDialingCode: defaultDial, mobileNum: '', verificationCode: '', newPassword: '' },
    { mobileNum: rules.mobileNum, newPassword: rules.password },
  );
  const reset = useResetByPhone();
  const [signInFailed, setSignInFailed] = useState<unknown>(null);
  const { values } = form;

  const numberProblems = () => {
    const countryDialingCode = values.countryDialingCode.trim().replace(/^\+/, '');
    const mobileNum = values.mobileNum.trim();
    const found = collectProblems({
      countryDialingCode:
        countryDialingCode === ''
          ? requiredProblem
          : dialingCode.test(countryDialingCode)
            ? null
            : ({ kind: 'server', message: t('recovery.rules.dialCode') } as const),
      mobileNum: checkRequired(rules.mobileNum, mobileNum),
    });
    return { found, number: { countryDialingCode, mobileNum } };
  };

  const readNumber = () => {
    const { found, number } = numberProblems();
    return form.accept(found) ? number : null;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { found: numberFound, number } = numberProblems();
    const found = {
      ...numberFound,
      ...collectProblems({
        verificationCode: values.verificationCode === '' ? requiredProblem : null,
        newPassword: checkRequired(rules.password, values.newPassword),
      }),
    };
    setSignInFailed(null);
    if (!form.accept(found)) return;
    reset.mutate(
      { ...number, verificationCode: values.verificationCode, newPassword: values.newPassword },
      {
        onSuccess: (grant) =>
          startSession(grant).then(
            () => {
              onDone();
              void navigate('/');
            },
            (error: unknown) => setSignInFailed(error),
          ),
        onError: form.refuse,
      },
    );
  };

  // Signing in with the new password can fail after the reset itself went through.
  const failure = signInFailed ? t(errorKey(signInFailed)) : form.formError(reset);
  return (
    <form
      className="account-form"
      onSubmit={handleSubmit}
      noValidate
      data-testid="forgot-phone-form"
    >
      <div className="phone-fields">
        <TextField
          {...form.field('countryDialingCode')}
          starred
          prefix="+"
          inputMode="numeric"
          autoComplete="tel-country-code"
          maxLength={5}
          testId="forgot-dial-code"
        />
        <TextField
          {...form.field('mobileNum')}
          starred
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          testId="forgot-mobile"
        />
      </div>
      <TextField
        {...form.field('verificationCode')}
        starred
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        testId="forgot-code"
        trailing={<ResetCodeSender readNumber={readNumber} />}
      />
      <NewPasswordField {...form.field('newPassword')} testId="forgot-new-password" />
      <FormFooter
        error={failure}
        submitLabel={t('recovery.submit')}
        pending={reset.isPending}
        stretch
        testId="forgot-phone"
      />
    </form>
  );
}
