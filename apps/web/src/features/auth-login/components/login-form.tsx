import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionGrant, StepUpChallenge } from '@sorteo/shared';
import { ModId } from '@sorteo/shared/contract/constants';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { useUiStore } from '../../../lib/ui-store';
import { SliderPuzzle } from '../../challenges';
import { usePermissionValue } from '../../system/api/get-permission';
import { useWhitelabelFlag } from '../../system/api/get-whitelabel';
import { useLoginForm, type LoginMode } from '../hooks/use-login-form';
import type { FieldProblem, LoginField } from '../lib/login-validation';
import { CaptchaField } from './captcha-field';
import { LoginAlternatives } from './login-alternatives';
import { SmsCodeField } from './sms-code-field';
import './login.css';

/** What the new-address step of a sign-in gets from the form. */
export interface StepUpStepProps {
  challenge: StepUpChallenge;
  onGranted: (grant: SessionGrant) => void;
  onCancel: () => void;
}

/** Parts of the form that other features own; `app/` passes them in. */
export interface SignInParts {
  /** The extra check of a sign-in from an address the account never used. */
  renderStepUp: (step: StepUpStepProps) => ReactNode;
  /** Google / Facebook sign-in, under the other ways in. */
  socialButtons: ReactNode;
}

export interface LoginFormProps extends SignInParts {
  /** In the login dialog the register button switches to its "Sign up" tab. */
  onRegister?: () => void;
}

/** SPEC §2 "Login form": by username and password, or by SMS code when the brand allows it. */
export function LoginForm({ onRegister, renderStepUp, socialButtons }: LoginFormProps) {
  const { t } = useTranslation();
  const smsLogin = useWhitelabelFlag(ModId.MobileCodeLogin);
  const openModal = useUiStore((s) => s.openModal);
  const notice = useUiStore((s) => s.loginNotice);
  const { defaultCountryDialingCode } = usePermissionValue().register;
  const form = useLoginForm(defaultCountryDialingCode, notice);
  const formRef = useRef<HTMLFormElement>(null);
  const mode: LoginMode = smsLogin ? form.mode : 'username';

  // After a refused submit, the first field at fault takes the focus.
  useEffect(() => {
    if (form.attempt === 0) return;
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [form.attempt]);

  if (form.step.name === 'stepUp') {
    return (
      <div className="login-form" data-testid="login-step-up">
        {renderStepUp({
          challenge: form.step.challenge,
          onGranted: (grant) => void form.stepUpGranted(grant),
          onCancel: form.cancelStep,
        })}
        {form.busy ? <LoadingCover label={t('login.signingIn')} /> : null}
      </div>
    );
  }

  const problemText = (field: LoginField) => {
    const problem: FieldProblem | undefined = form.problems[field];
    if (!problem) return null;
    return t(problem.key, problem.labelKey ? { field: t(problem.labelKey) } : undefined);
  };
  const text = (field: LoginField) => ({
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => form.setValue(field, event.target.value),
    error: problemText(field),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
  };

  const fields =
    mode === 'username' ? (
      <>
        <TextField
          label={t('login.username')}
          starred
          {...text('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          testId="login-username"
        />
        <TextField
          label={t('login.password')}
          starred={!form.rememberedSignIn}
          type="password"
          {...text('password')}
          autoComplete="current-password"
          maxLength={128}
          placeholder={form.rememberedSignIn ? t('login.rememberedHint') : undefined}
          testId="login-password"
        />
        {form.captchaShown ? (
          <CaptchaField
            value={form.values.captcha}
            onChange={(value) => form.setValue('captcha', value)}
            error={problemText('captcha')}
            captchaRef={form.captchaRef}
          />
        ) : null}
      </>
    ) : (
      <>
        <div className="login-form__phone">
          <TextField
            label={t('login.dialCode')}
            starred
            prefix="+"
            {...text('countryDialingCode')}
            inputMode="numeric"
            autoComplete="tel-country-code"
            maxLength={4}
            testId="login-dial-code"
          />
          <TextField
            label={t('login.mobile')}
            starred
            type="tel"
            {...text('mobileNum')}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            testId="login-mobile"
          />
        </div>
        <SmsCodeField
          value={form.values.verificationCode}
          onChange={(value) => form.setValue('verificationCode', value)}
          error={problemText('verificationCode')}
          target={form.smsTarget}
        />
      </>
    );

  return (
    <div className="login-form" data-testid="login-form">
      {form.alert ? (
        <p className="login-form__alert" role="alert" data-testid="login-alert">
          {t(form.alert)}
        </p>
      ) : null}
      <form ref={formRef} className="login-form__fields" onSubmit={handleSubmit} noValidate>
        {smsLogin ? (
          <Tabs
            items={[
              { key: 'username', label: t('login.modes.username') },
              { key: 'sms', label: t('login.modes.sms') },
            ]}
            activeKey={mode}
            onSelect={(key) => form.setMode(key as LoginMode)}
            label={t('login.modes.label')}
            testId="login-mode"
          >
            <div className="login-form__group">{fields}</div>
          </Tabs>
        ) : (
          <div className="login-form__group">{fields}</div>
        )}
        <div className="login-form__options">
          <label className="login-form__remember">
            <input
              type="checkbox"
              checked={form.remember}
              onChange={(event) => form.setRemember(event.target.checked)}
              data-testid="login-remember"
            />
            {t('login.remember')}
          </label>
          <button
            type="button"
            className="login-form__link"
            onClick={() => openModal('forgotPassword')}
            data-testid="login-forgot"
          >
            {t('login.forgot')}
          </button>
        </div>
        {form.step.name === 'botCheck' ? (
          <div className="login-check" data-testid="login-bot-check">
            <SliderPuzzle purpose="login" onVerified={form.botVerified} />
            <Button
              type="button"
              variant="ghost"
              className="login-check__back"
              onClick={form.cancelStep}
            >
              {t('login.botCheck.back')}
            </Button>
          </div>
        ) : (
          <Button
            type="submit"
            variant="primary"
            className="login-form__submit"
            disabled={form.busy}
            data-testid="login-submit"
          >
            {t('login.submit')}
          </Button>
        )}
      </form>
      <LoginAlternatives
        onRegister={onRegister ?? (() => openModal('register'))}
        onFailure={form.setAlert}
        socialButtons={socialButtons}
      />
      {form.busy ? <LoadingCover label={t('login.signingIn')} /> : null}
    </div>
  );
}

/** SPEC §4: a cover while the login call runs, gone as soon as it fails. */
function LoadingCover({ label }: { label: string }) {
  return (
    <div className="login-form__cover" data-testid="login-loading">
      <Spinner label={label} />
    </div>
  );
}
