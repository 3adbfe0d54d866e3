import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldRule, RegisterSettings } from '@sorteo/shared';
import type { RegistrationField } from '@sorteo/shared/contract/constants';
import { countryOfDialingCode } from '@sorteo/shared/contract/dialing-codes';
import { Button } from '../../../components/ui/button';
import { NoticeDialog } from '../../../components/ui/notice-dialog';
import { errorKey } from '../../../lib/api-client';
import {
  boundsOf,
  fieldRuleMessage,
  renderFieldRuleMessage,
  type FieldRuleMessage,
  type Translate,
} from '../../../lib/field-rule-messages';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { rulesForMode, shownFields, type RegisterMode } from '../lib/register-fields';
import { prepareSubmit } from '../lib/register-payload';
import { problemsOfError, type FormProblem } from '../lib/server-problems';
import {
  collectFields,
  validateFields,
  type AddressCodes,
  type FieldProblem,
  type FormValues,
} from '../lib/validate-fields';
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

/** One tab of the registration form, from the field rules to the signed-in member. */
export function RegisterFormBody(props: RegisterFormBodyProps) {
  const { mode, settings, address, onRegistered, onSwitchToLogin } = props;
  const { t, i18n } = useTranslation();
  const translate: Translate = (key, values) => String(t(key as never, values as never));
  const hasText = (key: string) => i18n.exists(key);
  const formId = useId();
  const fieldId = (field: string) => `${formId}-${field}`;

  const rules = useMemo(
    () => rulesForMode(props.rules, mode, settings),
    [props.rules, mode, settings],
  );
  const affiliateFromAddress = Boolean(address.affiliateCode);
  const shown = useMemo(
    () => shownFields(rules, { mode, settings, affiliateFromAddress }),
    [rules, mode, settings, affiliateFromAddress],
  );
  const shownNames = useMemo(() => new Set<string>(shown.map((s) => s.field)), [shown]);

  const [values, setValues] = useState<FormValues>(() => ({
    referralCode: address.referralCode ?? '',
    affiliateCode: props.affiliatePrefill,
  }));
  const [country, setCountry] = useState(() => {
    const found = countryOfDialingCode(settings.defaultCountryDialingCode);
    return {
      countryCode: found?.countryCode ?? '',
      dialingCode: settings.defaultCountryDialingCode,
    };
  });
  const [problems, setProblems] = useState<Record<string, FieldRuleMessage>>({});
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const [agreed, setAgreed] = useState(true);
  const [agreementProblem, setAgreementProblem] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const captcha = useRef<CaptchaHandle>(null);

  const labelOf = (field: string) => t(`register.fields.${field as RegistrationField}`);
  const textOf = (text: FieldRuleMessage, field: string | undefined) =>
    renderFieldRuleMessage(translate, text, field ? labelOf(field) : '');

  const problemTextOf = (problem: FieldProblem) =>
    fieldRuleMessage(problem, boundsOf(rules.find((r) => r.field === problem.field)), hasText);

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
      const found = problemsOfError(error, shownNames, rules, hasText);
      setProblems(found.fields);
      setFormProblem(found.form);
      // A captcha answer is good for one try, right or wrong.
      if (shownNames.has('captcha')) {
        setValues((v) => ({ ...v, captcha: '' }));
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

  const setValue = (field: RegistrationField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems(({ [field]: _dropped, ...rest }) => rest);
  };

  const showProblems = (found: { field: string; text: FieldRuleMessage }[]) => {
    const onFields: Record<string, FieldRuleMessage> = {};
    let elsewhere: FormProblem | null = null;
    for (const { field, text } of found) {
      if (shownNames.has(field)) onFields[field] ??= text;
      else elsewhere ??= { text, field };
    }
    setProblems(onFields);
    setFormProblem(elsewhere);
    const first = shown.find((s) => onFields[s.field]);
    if (first) document.getElementById(fieldId(first.field))?.focus();
  };

  const addressCodes: AddressCodes = address;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.step !== 'idle') return;
    const found = validateFields(rules, shown, values, addressCodes);
    if (found.length) {
      showProblems(found.map((p) => ({ field: p.field, text: problemTextOf(p) })));
      return;
    }
    setProblems({});
    setFormProblem(null);
    if (!agreed) {
      setAgreementProblem(true);
      document.getElementById(fieldId('agreement'))?.focus();
      return;
    }
    void submit.start(
      prepareSubmit({
        fields: collectFields(values, shown, addressCodes),
        shown,
        values,
        countryDialingCode: country.dialingCode,
        captchaId: captcha.current?.captchaId ?? null,
        phoneVerification: settings.phoneVerification,
        page: { href: window.location.href, host: window.location.host },
      }),
    );
  };

  /** The number the SMS goes to, after the mobile field's own rule passed. */
  const takeMobile = () => {
    const problem = validateFields(rules, shown, values, addressCodes).find(
      (p) => p.field === 'mobileNum',
    );
    if (problem) {
      showProblems([{ field: 'mobileNum', text: problemTextOf(problem) }]);
      return null;
    }
    return { countryDialingCode: country.dialingCode, mobileNo: (values.mobileNum ?? '').trim() };
  };

  const handleSendFailed = (error: unknown) => {
    const found = problemsOfError(error, shownNames, rules, hasText);
    const [field, text] = Object.entries(found.fields)[0] ?? [found.form?.field, found.form?.text];
    warn(text ? textOf(text, field) : t(errorKey(error)));
  };

  const busy = submit.step !== 'idle';
  return (
    <form
      className="register-form"
      onSubmit={handleSubmit}
      noValidate
      data-testid={`register-form-${mode}`}
    >
      <RegisterFieldList
        mode={mode}
        shown={shown}
        values={values}
        fieldId={fieldId}
        labelOf={labelOf}
        problemOf={(field) => (problems[field] ? textOf(problems[field], field) : null)}
        onChange={setValue}
        country={country}
        onCountryChange={setCountry}
        phoneVerification={settings.phoneVerification}
        takeMobile={takeMobile}
        onSendFailed={handleSendFailed}
        captcha={captcha}
      />
      <AgreementCheck
        id={fieldId('agreement')}
        checked={agreed}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked) setAgreementProblem(false);
        }}
        minimumAge={settings.minimumAge}
        problem={
          agreementProblem
            ? t('register.problems.agreement', { age: String(settings.minimumAge) })
            : null
        }
      />
      {formProblem ? (
        <p className="register-form__problem" role="alert" data-testid="register-form-problem">
          {textOf(formProblem.text, formProblem.field)}
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
