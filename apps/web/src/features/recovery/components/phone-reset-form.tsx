import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  applyServerProblems,
  formErrorName,
  formErrorOf,
} from '../../../components/ui/form/apply-server-problems';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { useProblemText } from '../../../components/ui/form/use-problem-text';
import { FormFooter } from '../../../components/ui/form-footer';
import { errorKey } from '../../../lib/api-client';
import { useSession } from '../../session/session-store';
import { usePermissionValue } from '../../system/api/get-permission';
import { useFieldRulesOf } from '../../system/api/get-field-rules';
import { useResetByPhone } from '../api/reset-by-phone';
import { dialCodeSchema, mobileSchema, phoneResetFormSchema } from '../lib/form-schemas';
import { NewPasswordField } from './new-password-field';
import { ResetCodeField } from './reset-code-field';

const fields = ['countryDialingCode', 'mobileNum', 'verificationCode', 'newPassword'] as const;

/**
 * Forgot by phone (SPEC §2, §4 "Phone reset", §5): number, SMS code and a new password;
 * success signs the member in and goes home.
 */
export function PhoneResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const text = useProblemText();
  const navigate = useNavigate();
  const startSession = useSession((s) => s.startSession);
  const defaultDial = usePermissionValue().register.defaultCountryDialingCode;
  const rules = useFieldRulesOf(['mobileNum', 'password'] as const);
  const { mobileNum: mobileRule, password: passwordRule } = rules;
  const resolver = useMemo(
    () => schemaResolver(phoneResetFormSchema({ mobileNum: mobileRule, password: passwordRule })),
    [mobileRule, passwordRule],
  );
  const form = useForm({
    resolver,
    defaultValues: {
      countryDialingCode: defaultDial,
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
    },
  });
  const reset = useResetByPhone();
  const { control } = form;
  const label = (field: (typeof fields)[number]) => t(`recovery.fields.${field}`);

  /** The number the code goes to, once its fields pass their checks. */
  const readNumber = async () => {
    if (!(await form.trigger(['countryDialingCode', 'mobileNum']))) return null;
    const [dial, mobile] = form.getValues(['countryDialingCode', 'mobileNum']);
    return {
      countryDialingCode: dialCodeSchema.parse(dial),
      mobileNum: mobileSchema.parse(mobile),
    };
  };

  const submit = form.handleSubmit((values) => {
    reset.mutate(values, {
      onSuccess: (grant) =>
        startSession(grant).then(
          () => {
            onDone();
            void navigate('/');
          },
          // Signing in with the new password can fail after the reset itself went through.
          (error: unknown) =>
            form.setError(formErrorName, { type: 'server', message: errorKey(error) }),
        ),
      onError: (error) => applyServerProblems(error, form.setError, fields),
    });
  });

  return (
    <form
      className="account-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="forgot-phone-form"
    >
      <div className="phone-fields">
        <FormTextField
          control={control}
          name="countryDialingCode"
          label={label('countryDialingCode')}
          starred
          prefix="+"
          inputMode="numeric"
          autoComplete="tel-country-code"
          maxLength={5}
          testId="forgot-dial-code"
        />
        <FormTextField
          control={control}
          name="mobileNum"
          label={label('mobileNum')}
          rule={mobileRule}
          starred
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          testId="forgot-mobile"
        />
      </div>
      <ResetCodeField
        control={control}
        name="verificationCode"
        label={label('verificationCode')}
        readNumber={readNumber}
        testId="forgot-code"
      />
      <NewPasswordField
        control={control}
        name="newPassword"
        label={label('newPassword')}
        rule={passwordRule}
        testId="forgot-new-password"
      />
      <FormFooter
        error={text(formErrorOf(form.formState.errors), { label: '' })}
        submitLabel={t('recovery.submit')}
        pending={reset.isPending}
        stretch
        testId="forgot-phone"
      />
    </form>
  );
}
