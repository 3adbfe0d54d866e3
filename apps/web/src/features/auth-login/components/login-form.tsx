import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionGrant, StepUpChallenge } from '@sorteo/shared';
import { ModId } from '@sorteo/shared/contract/constants';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { useProblemText } from '../../../components/ui/form/use-problem-text';
import { useUiStore } from '../../../lib/ui-store';
import { SliderPuzzle } from '../../challenges';
import { usePermissionValue } from '../../system/api/get-permission';
import { useWhitelabelFlag } from '../../system/api/get-whitelabel';
import { useLoginForm } from '../hooks/use-login-form';
import type { LoginMode } from '../lib/login-form-schema';
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
  const text = useProblemText();
  const smsLogin = useWhitelabelFlag(ModId.MobileCodeLogin);
  const openModal = useUiStore((s) => s.openModal);
  const notice = useUiStore((s) => s.loginNotice);
  const { defaultCountryDialingCode } = usePermissionValue().register;
  const login = useLoginForm(defaultCountryDialingCode, notice);
  const { control } = login.form;
  const mode: LoginMode = smsLogin ? login.mode : 'username';

  if (login.step.name === 'stepUp') {
    return (
      <div className="login-form" data-testid="login-step-up">
        {renderStepUp({
          challenge: login.step.challenge,
          onGranted: (grant) => void login.stepUpGranted(grant),
          onCancel: login.cancelStep,
        })}
        {login.busy ? <LoadingCover label={t('login.signingIn')} /> : null}
      </div>
    );
  }

  const fields =
    mode === 'username' ? (
      <>
        <FormTextField
          control={control}
          name="username"
          label={t('login.username')}
          starred
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          testId="login-username"
        />
        <FormTextField
          control={control}
          name="password"
          label={t('login.password')}
          starred={!login.rememberedSignIn}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          placeholder={login.rememberedSignIn ? t('login.rememberedHint') : undefined}
          testId="login-password"
        />
        {login.captchaShown ? (
          <CaptchaField control={control} captchaRef={login.captchaRef} />
        ) : null}
      </>
    ) : (
      <>
        <div className="login-form__phone">
          <FormTextField
            control={control}
            name="countryDialingCode"
            label={t('login.dialCode')}
            starred
            prefix="+"
            inputMode="numeric"
            autoComplete="tel-country-code"
            maxLength={4}
            testId="login-dial-code"
          />
          <FormTextField
            control={control}
            name="mobileNum"
            label={t('login.mobile')}
            starred
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            testId="login-mobile"
          />
        </div>
        <SmsCodeField control={control} target={login.smsTarget} />
      </>
    );

  const alert = text(login.alert ?? undefined, { label: '' });
  return (
    <div className="login-form" data-testid="login-form">
      {alert ? (
        <p className="login-form__alert" role="alert" data-testid="login-alert">
          {alert}
        </p>
      ) : null}
      <form
        className="login-form__fields"
        onSubmit={(event) => void login.submit(event)}
        noValidate
      >
        {smsLogin ? (
          <Tabs
            items={[
              { key: 'username', label: t('login.modes.username') },
              { key: 'sms', label: t('login.modes.sms') },
            ]}
            activeKey={mode}
            onSelect={(key) => login.setMode(key as LoginMode)}
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
              checked={login.remember}
              onChange={(event) => login.setRemember(event.target.checked)}
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
        {login.step.name === 'botCheck' ? (
          <div className="login-check" data-testid="login-bot-check">
            <SliderPuzzle purpose="login" onVerified={login.botVerified} />
            <Button
              type="button"
              variant="ghost"
              className="login-check__back"
              onClick={login.cancelStep}
            >
              {t('login.botCheck.back')}
            </Button>
          </div>
        ) : (
          <Button
            type="submit"
            variant="primary"
            className="login-form__submit"
            disabled={login.busy}
            data-testid="login-submit"
          >
            {t('login.submit')}
          </Button>
        )}
      </form>
      <LoginAlternatives
        onRegister={onRegister ?? (() => openModal('register'))}
        onFailure={login.setAlert}
        socialButtons={socialButtons}
      />
      {login.busy ? <LoadingCover label={t('login.signingIn')} /> : null}
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
