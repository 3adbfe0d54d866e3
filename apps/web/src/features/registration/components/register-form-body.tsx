import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldRule, RegisterSettings } from '@sorteo/shared';
import type { RegistrationField } from '@sorteo/shared/contract/constants';
import { countryOfDialingCode } from '@sorteo/shared/contract/dialing-codes';
import { Button } from '../../../components/ui/button';
import {
  applyServerProblems,
  formErrorName,
  formErrorOf,
} from '../../../components/ui/form/apply-server-problems';
import { schemaResolver } from '../../../components/ui/form/schema-resolver';
import { useProblemText } from '../../../components/ui/form/use-problem-text';
import { NoticeDialog } from '../../../components/ui/notice-dialog';
import { errorKey } from '../../../lib/api-client';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { rulesForMode, shownFields, type RegisterMode } from '../lib/register-fields';
import {
  collectFields,
  registerFormSchema,
  type AddressCodes,
  type RegisterFormValues,
} from '../lib/register-form-schema';
import { prepareSubmit } from '../lib/register-payload';
import { AgreementCheck } from './agreement-check';
import { BotCheckDialog } from './bot-check-dialog';
import type { CaptchaHandle } from './captcha-field';
import { RegisterFieldList } from './register-field-list';

export interface RegisterFormBodyProps {
  mode: RegisterMode;
  settings: RegisterSettings;
  rules: readonly FieldRule[];
  /** Codes the address carried: the affiliate one only once the server confirmed it. */
  address: AddressCodes;
  /** Put in the affiliate field when the address's code could not be checked. */
  affiliatePrefill: string;
  onRegistered?: () => void;
  onSwitchToLogin?: () => void;
}

type Dialog = {
  tone: 'warning' | 'info';
  /** "Notice" unless given. */
  title?: string;
  message: string;
  testId: string;
  onConfirm?: () => void;
};

/** The API names a few fields differently from the form. */
const renamed = { mobileNo: 'mobileNum', captchaId: 'captcha' };

/** Codes the call may carry from the page address while no field of the tab shows them. */
const addressFields = ['affiliateCode', 'referralCode'] as const;

/** One tab of the registration form, from the field rules to the signed-in member. */
export function RegisterFormBody(props: RegisterFormBodyProps) {
  const { mode, settings, onRegistered, onSwitchToLogin } = props;
  const { affiliateCode, referralCode } = props.address;
  const { t } = useTranslation();
  const text = useProblemText();
  const formId = useId();
  const fieldId = (field: string) => `${formId}-${field}`;

  const rules = useMemo(
    () => rulesForMode(props.rules, mode, settings),
    [props.rules, mode, settings],
  );
  const address = useMemo<AddressCodes>(
    () => ({
      ...(affiliateCode ? { affiliateCode } : {}),
      ...(referralCode ? { referralCode } : {}),
    }),
    [affiliateCode, referralCode],
  );
  const affiliateFromAddress = Boolean(affiliateCode);
  const shown = useMemo(
    () => shownFields(rules, { mode, settings, affiliateFromAddress }),
    [rules, mode, settings, affiliateFromAddress],
  );
  // Where a refusal's problems may go: the shown fields, and the codes from the address.
  const problemFields = useMemo(() => {
    const names: RegistrationField[] = shown.map((s) => s.field);
    return [...names, ...addressFields.filter((field) => !names.includes(field))];
  }, [shown]);
  const resolver = useMemo(
    () => schemaResolver(registerFormSchema(rules, shown, address)),
    [rules, shown, address],
  );
  const form = useForm<RegisterFormValues>({
    resolver,
    defaultValues: {
      ...Object.fromEntries(shown.map((s) => [s.field, ''])),
      referralCode: referralCode ?? '',
      affiliateCode: props.affiliatePrefill,
      agreed: true,
    },
  });
  const { control } = form;

  const [country, setCountry] = useState(() => {
    const found = countryOfDialingCode(settings.defaultCountryDialingCode);
    return {
      countryCode: found?.countryCode ?? '',
      dialingCode: settings.defaultCountryDialingCode,
    };
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const captcha = useRef<CaptchaHandle>(null);

  const labelOf = (field: string) => t(`register.fields.${field as RegistrationField}`);
  const ruleOf = (field: string) => rules.find((r) => r.field === field);
  /** A problem in the visitor's language: a field's with its label and rule, else the form's. */
  const problemText = (field: string, problem: string | undefined) =>
    field === formErrorName
      ? text(problem, { label: '' })
      : text(problem, { label: labelOf(field), field, rule: ruleOf(field) });

  const warn = (message: string) =>
    setDialog({
      tone: 'warning',
      message,
      testId: 'register-warning',
    });

  const submit = useRegisterSubmit({
    mode,
    onRegistered,
    onFailed: (error) => {
      applyServerProblems(error, form.setError, problemFields, { renamed });
      // A captcha answer is good for one try, right or wrong.
      if (shown.some((s) => s.field === 'captcha')) {
        form.setValue('captcha', '');
        captcha.current?.refresh();
      }
    },
    onInvitationRefused: () => warn(t('invitation_code_error')),
    onAccountGenerated: (account, carryOn) =>
      setDialog({
        tone: 'info',
        title: t('register.mobileAccount.title'),
        message: t('register.mobileAccount.text', { account }),
        testId: 'register-account-info',
        onConfirm: carryOn,
      }),
  });

  const startSubmit = (values: RegisterFormValues) => {
    if (submit.step !== 'idle') return;
    void submit.start(
      prepareSubmit({
        fields: collectFields(values, shown, address),
        shown,
        values,
        countryDialingCode: country.dialingCode,
        captchaId: captcha.current?.captchaId ?? null,
        phoneVerification: settings.phoneVerification,
        page: { href: window.location.href, host: window.location.host },
      }),
    );
  };

  const handleSubmit = (event: FormEvent) => {
    if (submit.step !== 'idle') {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(startSubmit)(event);
  };

  /** The number the SMS goes to, after the mobile field's own rule passed. */
  const takeMobile = async () => {
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return null;
    const mobileNo = (form.getValues('mobileNum') ?? '').trim();
    return { countryDialingCode: country.dialingCode, mobileNo };
  };

  /** SPEC §8: why sending failed, in a warning dialog; a field's problem in its words. */
  const handleSendFailed = (error: unknown) => {
    let said: string | null = null;
    applyServerProblems(
      error,
      (field, problem) => (said ??= problemText(field, problem.message)),
      problemFields,
      { renamed },
    );
    warn(said ?? t(errorKey(error)));
  };

  // The form's own problem, else one of a code from the address that no field shows.
  const { errors } = form.formState;
  const hidden = addressFields.find(
    (field) => errors[field] && !shown.some((s) => s.field === field),
  );
  const formProblem =
    problemText(formErrorName, formErrorOf(errors)) ??
    (hidden ? problemText(hidden, errors[hidden]?.message) : null);

  const busy = submit.step !== 'idle';
  return (
    <form
      className="register-form"
      onSubmit={handleSubmit}
      noValidate
      data-testid={`register-form-${mode}`}
    >
      <RegisterFieldList
        control={control}
        mode={mode}
        shown={shown}
        fieldId={fieldId}
        labelOf={labelOf}
        country={country}
        onCountryChange={setCountry}
        phoneVerification={settings.phoneVerification}
        takeMobile={takeMobile}
        onSendFailed={handleSendFailed}
        captcha={captcha}
      />
      <AgreementCheck
        control={control}
        id={fieldId('agreement')}
        minimumAge={settings.minimumAge}
      />
      {formProblem ? (
        <p className="register-form__problem" role="alert" data-testid="register-form-problem">
          {formProblem}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        className="register-form__submit"
        busy={busy}
        data-testid="register-submit"
      >
        {busy ? t('register.submitting') : t('register.submit')}
      </Button>
      {onSwitchToLogin ? (
        <p className="register-form__switch">
          {t('register.haveAccount')}{' '}
          <Button
            type="button"
            variant="ghost"
            onClick={onSwitchToLogin}
            data-testid="register-to-login"
          >
            {t('register.toLogin')}
          </Button>
        </p>
      ) : null}
      {submit.step === 'botCheck' ? (
        <BotCheckDialog
          purpose="register"
          onVerified={(token) => void submit.register(token)}
          onCancel={submit.cancelBotCheck}
        />
      ) : null}
      {dialog ? (
        <NoticeDialog
          tone={dialog.tone}
          title={dialog.title}
          message={dialog.message}
          testId={dialog.testId}
          onClose={() => {
            setDialog(null);
            dialog.onConfirm?.();
          }}
        />
      ) : null}
    </form>
  );
}
