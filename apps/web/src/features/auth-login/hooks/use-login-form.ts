import { useRef, useState } from 'react';
import type { LoginRequest, SessionGrant, StepUpChallenge } from '@sorteo/shared';
import type { ErrorTextKey } from '../../../lib/api-client';
import type { CaptchaState } from '../../challenges';
import type { LoginMethod } from '../../session/after-login';
import { login } from '../api/login';
import { readLoginFailure } from '../lib/login-failure';
import {
  checkMobile,
  checkPasswordLogin,
  checkSmsLogin,
  fieldLabels,
  hasProblems,
  type LoginField,
  type LoginProblems,
} from '../lib/login-validation';
import {
  forgetLogin,
  forgetRememberToken,
  readRemembered,
  rememberLogin,
  rememberTokenFor,
} from '../lib/remember-me';
import { useFinishLogin } from './use-finish-login';

export type LoginMode = 'username' | 'sms';
export type LoginValues = Record<LoginField, string>;
export type LoginStep =
  { name: 'form' } | { name: 'botCheck' } | { name: 'stepUp'; challenge: StepUpChallenge };

const methodOf: Record<LoginRequest['type'], LoginMethod> = {
  username: 'password',
  sms: 'sms',
  remember: 'remember',
};

/**
 * The login form's state and its way through SPEC §4 "Login": validate the group, bot check
 * (username logins only), the encrypted call, then what the answer asks for (captcha,
 * new-address check, remembered sign-in refused) or into the site.
 */
export function useLoginForm(defaultDialCode: string, notice: ErrorTextKey | null) {
  const finish = useFinishLogin();
  const [remembered, setRemembered] = useState(readRemembered);
  const [mode, setMode] = useState<LoginMode>('username');
  const [values, setValues] = useState<LoginValues>(() => ({
    username: remembered.username ?? '',
    password: '',
    captcha: '',
    countryDialingCode: remembered.countryDialingCode ?? defaultDialCode,
    mobileNum: remembered.mobileNum ?? '',
    verificationCode: '',
  }));
  const [remember, setRemember] = useState(
    () => remembered.username !== null || remembered.mobileNum !== null,
  );
  const [problems, setProblems] = useState<LoginProblems>({});
  const [alert, setAlert] = useState<ErrorTextKey | null>(notice);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [step, setStep] = useState<LoginStep>({ name: 'form' });
  const [busy, setBusy] = useState(false);
  /** Bumped on every refused submit, so the form can move focus to the first problem. */
  const [attempt, setAttempt] = useState(0);
  const captchaRef = useRef<CaptchaState | null>(null);
  // The request a step-up finishes, for remembering it once granted.
  const pending = useRef<LoginRequest | null>(null);

  const rememberToken = remember ? rememberTokenFor(remembered, values.username) : null;

  const setValue = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _cleared, ...rest }) => rest);
  };

  const refuse = (next: LoginProblems) => {
    setProblems(next);
    setAttempt((n) => n + 1);
  };

  const keepRemembered = (request: LoginRequest, grant: SessionGrant) => {
    if (!remember) return forgetLogin();
    if (request.type === 'sms') {
      rememberLogin({
        mobileNum: request.mobileNum,
        countryDialingCode: request.countryDialingCode,
      });
    } else {
      rememberLogin({
        username: request.username,
        rememberToken: grant.rememberToken ?? null,
        rememberExpiresAt: grant.rememberExpiresAt,
      });
    }
  };

  const granted = async (request: LoginRequest, grant: SessionGrant) => {
    keepRemembered(request, grant);
    await finish(
      grant,
      methodOf[request.type],
      request.type === 'username' ? request.password : undefined,
    );
  };

  const refused = (request: LoginRequest, error: unknown) => {
    const failure = readLoginFailure(error);
    if (failure.kind === 'stepUp') {
      pending.current = request;
      setStep({ name: 'stepUp', challenge: failure.challenge });
      return;
    }
    if (failure.kind === 'rememberExpired') {
      forgetRememberToken();
      setRemembered(readRemembered());
      setAlert(failure.message);
      refuse({ password: { key: 'login.notEmpty', labelKey: fieldLabels.password } });
      return;
    }
    setAlert(failure.field ? null : failure.message);
    if (failure.field) refuse({ [failure.field]: { key: failure.message } });
    // A captcha is spent by every attempt that carried one; the next attempt needs a new one.
    if (failure.captcha || captchaShown) {
      setValues((current) => ({ ...current, captcha: '' }));
      if (captchaShown) captchaRef.current?.refresh();
      setCaptchaShown(true);
    }
  };

  const send = async (request: LoginRequest) => {
    setBusy(true);
    setAlert(null);
    try {
      const grant = await login(request);
      await granted(request, grant);
    } catch (error) {
      refused(request, error);
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    if (busy) return;
    setAlert(null);
    if (mode === 'sms') {
      const found = checkSmsLogin(values);
      if (hasProblems(found)) return refuse(found);
      void send({
        type: 'sms',
        countryDialingCode: values.countryDialingCode.trim(),
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode,
      });
      return;
    }
    const found = checkPasswordLogin(values, {
      captchaShown,
      passwordOptional: rememberToken !== null,
    });
    if (captchaShown && !found.captcha && !captchaRef.current?.captchaId) {
      found.captcha = { key: 'challenges.captchaLoading' };
    }
    if (hasProblems(found)) return refuse(found);
    setProblems({});
    if (rememberToken !== null && values.password === '') {
      void send({ type: 'remember', username: values.username.trim(), rememberToken });
      return;
    }
    setStep({ name: 'botCheck' });
  };

  const botVerified = (botToken: string) => {
    setStep({ name: 'form' });
    const captchaId = captchaRef.current?.captchaId;
    void send({
      type: 'username',
      username: values.username.trim(),
      password: values.password,
      ...(captchaShown && captchaId ? { captchaId, captcha: values.captcha.trim() } : {}),
      botToken,
      remember,
    });
  };

  const stepUpGranted = async (grant: SessionGrant) => {
    const request = pending.current;
    pending.current = null;
    setStep({ name: 'form' });
    if (!request) return;
    setBusy(true);
    try {
      await granted(request, grant);
    } catch (error) {
      refused(request, error);
    } finally {
      setBusy(false);
    }
  };

  /** The SMS send button's number, when it is good enough to take a code. */
  const smsTarget = () => {
    const found = checkMobile(values);
    if (hasProblems(found)) {
      refuse(found);
      return null;
    }
    return {
      countryDialingCode: values.countryDialingCode.trim(),
      mobileNum: values.mobileNum.trim(),
    };
  };

  return {
    mode,
    setMode: (next: LoginMode) => {
      setMode(next);
      setProblems({});
      setAlert(null);
    },
    values,
    setValue,
    remember,
    setRemember,
    rememberedSignIn: rememberToken !== null,
    problems,
    alert,
    setAlert,
    captchaShown,
    captchaRef,
    step,
    cancelStep: () => setStep({ name: 'form' }),
    busy,
    attempt,
    submit,
    botVerified,
    stepUpGranted,
    smsTarget,
  };
}
