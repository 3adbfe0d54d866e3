import { useCallback, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { LoginRequest, SessionGrant, StepUpChallenge } from '@sorteo/shared';
import {
  applyServerProblems,
  formErrorName,
  formErrorOf,
} from '../../../components/ui/form/apply-server-problems';
import type { ErrorTextKey } from '../../../lib/api-client';
import type { CaptchaState } from '../../challenges';
import type { LoginMethod } from '../../session/after-login';
import { login } from '../api/login';
import { readLoginFailure } from '../lib/login-failure';
import {
  loginFields,
  loginResolver,
  smsLoginFormSchema,
  type LoginMode,
  type LoginValues,
} from '../lib/login-form-schema';
import {
  forgetLogin,
  forgetRememberToken,
  readRemembered,
  rememberLogin,
  rememberTokenFor,
} from '../lib/remember-me';
import { useFinishLogin } from './use-finish-login';

export type LoginStep =
  { name: 'form' } | { name: 'botCheck' } | { name: 'stepUp'; challenge: StepUpChallenge };

type PasswordRequest = Extract<LoginRequest, { type: 'username' }>;

const methodOf: Record<LoginRequest['type'], LoginMethod> = {
  username: 'password',
  sms: 'sms',
  remember: 'remember',
};

/**
 * The login form and its way through SPEC §4 "Login": the chosen mode's schema, the bot
 * check (username logins only), the encrypted call, then what the answer asks for
 * (captcha, new-address check, remembered sign-in refused) or into the site.
 */
export function useLoginForm(defaultDialCode: string, notice: ErrorTextKey | null) {
  const finish = useFinishLogin();
  const [remembered, setRemembered] = useState(readRemembered);
  const [mode, setMode] = useState<LoginMode>('username');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [step, setStep] = useState<LoginStep>({ name: 'form' });
  const [busy, setBusy] = useState(false);
  // Said above the form until the next try: the page's notice, a failed free play.
  const [alert, setAlert] = useState<ErrorTextKey | null>(notice);
  const [remember, setRemember] = useState(
    () => remembered.username !== null || remembered.mobileNum !== null,
  );
  const captchaRef = useRef<CaptchaState | null>(null);
  // What the bot check lets through, then the request a step-up finishes.
  const checked = useRef<Omit<PasswordRequest, 'botToken' | 'type'> | null>(null);
  const pending = useRef<LoginRequest | null>(null);

  const tokenFor = (username: string) => (remember ? rememberTokenFor(remembered, username) : null);
  const resolver = useMemo(
    () =>
      loginResolver({
        mode,
        captchaShown,
        passwordOptional: (username) => remember && rememberTokenFor(remembered, username) !== null,
      }),
    [mode, captchaShown, remember, remembered],
  );
  const form = useForm<LoginValues>({
    resolver,
    defaultValues: {
      username: remembered.username ?? '',
      password: '',
      captcha: '',
      countryDialingCode: remembered.countryDialingCode ?? defaultDialCode,
      mobileNum: remembered.mobileNum ?? '',
      verificationCode: '',
    },
  });
  const rememberToken = tokenFor(useWatch({ control: form.control, name: 'username' }));

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
      form.setError(formErrorName, { type: 'server', message: failure.message });
      form.setError(
        'password',
        { type: 'server', message: 'login.notEmpty' },
        { shouldFocus: true },
      );
      return;
    }
    const fields = loginFields[request.type === 'sms' ? 'sms' : 'username'];
    applyServerProblems(error, form.setError, fields, { shouldFocus: true });
    // A captcha is spent by every attempt that carried one; the next attempt needs a new one.
    if (failure.captcha || captchaShown) {
      form.setValue('captcha', '');
      if (captchaShown) captchaRef.current?.refresh();
      setCaptchaShown(true);
    }
  };

  const send = async (request: LoginRequest) => {
    setBusy(true);
    try {
      const grant = await login(request);
      await granted(request, grant);
    } catch (error) {
      refused(request, error);
    } finally {
      setBusy(false);
    }
  };

  const sendChecked = (values: LoginValues) => {
    if (busy) return;
    if (mode === 'sms') {
      const { countryDialingCode, mobileNum, verificationCode } = values;
      void send({ type: 'sms', countryDialingCode, mobileNum, verificationCode });
      return;
    }
    const captchaId = captchaRef.current?.captchaId;
    if (captchaShown && !captchaId) {
      form.setError(
        'captcha',
        { type: 'client', message: 'challenges.captchaLoading' },
        { shouldFocus: true },
      );
      return;
    }
    const token = tokenFor(values.username);
    if (token !== null && values.password === '') {
      void send({ type: 'remember', username: values.username, rememberToken: token });
      return;
    }
    checked.current = {
      username: values.username,
      password: values.password,
      ...(captchaShown && captchaId ? { captchaId, captcha: values.captcha } : {}),
      remember,
    };
    setStep({ name: 'botCheck' });
  };

  const botVerified = (botToken: string) => {
    setStep({ name: 'form' });
    const request = checked.current;
    checked.current = null;
    if (request) void send({ type: 'username', ...request, botToken });
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

  /** The SMS send button's number, once its fields pass their checks (showing why not). */
  const smsTarget = async () => {
    const fields = ['countryDialingCode', 'mobileNum'] as const;
    if (!(await form.trigger(fields, { shouldFocus: true }))) return null;
    const number = smsLoginFormSchema.pick({ countryDialingCode: true, mobileNum: true });
    return number.parse(form.getValues());
  };

  const changeMode = useCallback(
    (next: LoginMode) => {
      setMode(next);
      setAlert(null);
      form.clearErrors();
    },
    [form],
  );

  return {
    form,
    mode,
    setMode: changeMode,
    remember,
    setRemember,
    rememberedSignIn: rememberToken !== null,
    alert: formErrorOf(form.formState.errors) ?? alert,
    setAlert: (message: ErrorTextKey) => {
      form.clearErrors('root');
      setAlert(message);
    },
    submit: (event?: BaseSyntheticEvent) => {
      setAlert(null);
      return form.handleSubmit(sendChecked)(event);
    },
    captchaShown,
    captchaRef,
    step,
    cancelStep: () => setStep({ name: 'form' }),
    busy,
    botVerified,
    stepUpGranted,
    smsTarget,
  };
}
