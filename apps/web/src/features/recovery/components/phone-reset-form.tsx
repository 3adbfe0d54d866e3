import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/ui/text-field';
import { errorKey } from '../../../lib/api-client';
import { useSession } from '../../session/session-store';
import { usePermissionValue } from '../../system/api/get-permission';
import { useFieldRules } from '../api/get-field-rules';
import { useResetByPhone } from '../api/reset-by-phone';
import { useProblemText } from '../hooks/use-problem-text';
import {
  checkRequired,
  collectProblems,
  hasProblems,
  requiredProblem,
  type FieldProblem,
} from '../lib/field-problems';
import { serverProblems } from '../lib/server-problems';
import { ResetCodeSender } from './reset-code-sender';

type Field = 'countryDialingCode' | 'mobileNum' | 'verificationCode' | 'newPassword';
const fields: readonly Field[] = [
  'countryDialingCode',
  'mobileNum',
  'verificationCode',
  'newPassword',
];
const dialingCode = /^\d{1,4}$/;

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
  const rules = useFieldRules(['mobileNum', 'password'] as const);
  const ruleOf = { mobileNum: rules.mobileNum, newPassword: rules.password };
  const reset = useResetByPhone();
  const [values, setValues] = useState<Record<Field, string>>({
    countryDialingCode: defaultDial,
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, FieldProblem>>>({});
  const [signInFailed, setSignInFailed] = useState<unknown>(null);

  const edit = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

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
    setProblems(found);
    return hasProblems(found) ? null : number;
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
    setProblems(found);
    setSignInFailed(null);
    if (hasProblems(found)) return;
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
        onError: (error) => setProblems(serverProblems(error, fields, ruleOf, t(errorKey(error)))),
      },
    );
  };

  const failure = signInFailed ?? (reset.isError && !hasProblems(problems) ? reset.error : null);
  const label = (field: Field) => t(`recovery.fields.${field}`);
  return (
    <form
      className="account-form"
      onSubmit={handleSubmit}
      noValidate
      data-testid="forgot-phone-form"
    >
      <div className="phone-fields">
        <TextField
          label={label('countryDialingCode')}
          starred
          prefix="+"
          value={values.countryDialingCode}
          onChange={(e) => edit('countryDialingCode', e.target.value)}
          error={text(problems.countryDialingCode, label('countryDialingCode'))}
          inputMode="numeric"
          autoComplete="tel-country-code"
          maxLength={5}
          testId="forgot-dial-code"
        />
        <TextField
          label={label('mobileNum')}
          starred
          type="tel"
          value={values.mobileNum}
          onChange={(e) => edit('mobileNum', e.target.value)}
          error={text(problems.mobileNum, label('mobileNum'))}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          testId="forgot-mobile"
        />
      </div>
      <TextField
        label={label('verificationCode')}
        starred
        value={values.verificationCode}
        onChange={(e) => edit('verificationCode', e.target.value)}
        error={text(problems.verificationCode, label('verificationCode'))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        testId="forgot-code"
        trailing={<ResetCodeSender readNumber={readNumber} />}
      />
      <TextField
        label={label('newPassword')}
        starred
        type="password"
        value={values.newPassword}
        onChange={(e) => edit('newPassword', e.target.value)}
        error={text(problems.newPassword, label('newPassword'))}
        autoComplete="new-password"
        maxLength={128}
        testId="forgot-new-password"
      />
      {failure ? (
        <p className="form-error" role="alert" data-testid="forgot-phone-error">
          {t(errorKey(failure))}
        </p>
      ) : null}
      <div className="form-actions form-actions--stretch">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={reset.isPending}
          data-testid="forgot-phone-submit"
        >
          {t('recovery.submit')}
        </button>
      </div>
    </form>
  );
}
