import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RegisterRequest, SessionGrant } from '@sorteo/shared';
import { paths } from '../../../lib/paths';
import { useUiStore } from '../../../lib/ui-store';
import { useSession } from '../../session/session-store';
import { checkAffiliate } from '../api/check-affiliate';
import { verifyPhoneAuthCode } from '../api/phone-auth';
import { registerByMobile, registerByUsername } from '../api/register';
import type { RegisterMode } from '../lib/register-fields';
import type { PreparedSubmit } from '../lib/register-payload';

/** Where a submit is: SPEC §4 invitation check → bot check → phone check → register call. */
export type SubmitStep = 'idle' | 'checkingInvitation' | 'botCheck' | 'registering';

type Options = {
  mode: RegisterMode;
  /** The call or a check failed: show the problem; the captcha is spent either way. */
  onFailed: (error: unknown) => void;
  onInvitationRefused: () => void;
  /** Mobile registration shows the generated account before anything else. */
  onAccountGenerated: (account: string, carryOn: () => void) => void;
  /** The hosting dialog closes; the success dialog opens on the home page. */
  onRegistered?: () => void;
};

export function useRegisterSubmit({
  mode,
  onFailed,
  onInvitationRefused,
  onAccountGenerated,
  onRegistered,
}: Options) {
  const [step, setStep] = useState<SubmitStep>('idle');
  const prepared = useRef<PreparedSubmit | null>(null);
  const navigate = useNavigate();

  const fail = (error: unknown) => {
    prepared.current = null;
    setStep('idle');
    onFailed(error);
  };

  const finish = () => {
    onRegistered?.();
    void navigate(paths.home);
    useUiStore.getState().openModal('registerSuccess');
  };

  const start = async (submit: PreparedSubmit) => {
    if (submit.invitationCode) {
      setStep('checkingInvitation');
      try {
        const check = await checkAffiliate(submit.invitationCode, window.location.host);
        if (!check.valid) {
          setStep('idle');
          onInvitationRefused();
          return;
        }
      } catch (error) {
        fail(error);
        return;
      }
    }
    prepared.current = submit;
    setStep('botCheck');
  };

  const register = async (botToken: string) => {
    const submit = prepared.current;
    if (!submit) return;
    setStep('registering');
    try {
      const payload: RegisterRequest = { ...submit.payload, botToken };
      if (submit.phoneAuthCode && payload.countryDialingCode && payload.mobileNum) {
        const { idToken } = await verifyPhoneAuthCode({
          countryDialingCode: payload.countryDialingCode,
          mobileNo: payload.mobileNum,
          code: submit.phoneAuthCode,
        });
        payload.firebaseChannel = 'sms';
        payload.firebaseIdToken = idToken;
      }
      let grant: SessionGrant;
      let account: string | null = null;
      if (mode === 'mobile') {
        const answer = await registerByMobile(payload);
        grant = answer;
        account = answer.account;
      } else {
        grant = await registerByUsername(payload);
      }
      await useSession.getState().startSession(grant);
      prepared.current = null;
      if (account) onAccountGenerated(account, finish);
      else finish();
    } catch (error) {
      fail(error);
    }
  };

  const cancelBotCheck = () => {
    prepared.current = null;
    setStep('idle');
  };

  return { step, start, register, cancelBotCheck };
}
