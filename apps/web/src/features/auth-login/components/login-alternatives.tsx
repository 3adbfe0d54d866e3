import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModId } from '@sorteo/shared/contract/constants';
import { Button } from '../../../components/ui/button';
import { errorKey, type ErrorTextKey } from '../../../lib/api-client';
import { useWhitelabelFlag } from '../../system/api/get-whitelabel';
import { useFreePlay } from '../hooks/use-free-play';

export interface LoginAlternativesProps {
  onRegister: () => void;
  onFailure: (message: ErrorTextKey) => void;
  /** The social sign-in buttons, from `app/`. */
  socialButtons: ReactNode;
}

/** Other ways in (SPEC §2 "Login form"): free trial, a new account, Google or Facebook. */
export function LoginAlternatives({
  onRegister,
  onFailure,
  socialButtons,
}: LoginAlternativesProps) {
  const { t } = useTranslation();
  const freePlayOn = useWhitelabelFlag(ModId.FreePlay);
  const directRegistration = useWhitelabelFlag(ModId.DirectRegistration);
  const freePlay = useFreePlay();

  return (
    <div className="login-alternatives">
      {freePlayOn || directRegistration ? (
        <div className="login-alternatives__buttons">
          {freePlayOn ? (
            <Button
              type="button"
              variant="secondary"
              disabled={freePlay.isPending}
              onClick={() => freePlay.mutate(undefined, { onError: (e) => onFailure(errorKey(e)) })}
              data-testid="login-free-play"
            >
              {freePlay.isPending ? t('login.freePlayStarting') : t('login.freePlay')}
            </Button>
          ) : null}
          {directRegistration ? (
            <Button type="button" variant="ghost" onClick={onRegister} data-testid="login-register">
              {t('login.register')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {socialButtons}
    </div>
  );
}
