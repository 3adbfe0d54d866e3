import type { SessionGrant } from '@sorteo/shared';
import { ModId } from '@sorteo/shared/contract/constants';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useUiStore } from '../../../lib/ui-store';
import { afterLogin, type LoginMethod } from '../../session/after-login';
import { useWhitelabelFlag } from '../../system/api/get-whitelabel';

/**
 * What every way of signing in does once the server said yes (SPEC §4 "Login", "Free play
 * login"): the forced password change, or into the site: dialogs closed, home, and the
 * notice pop-up (not for a free-play visit).
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const forceChangeWhenExpired = useWhitelabelFlag(ModId.PasswordExpiryForceChange);
  return useCallback(
    async (grant: SessionGrant, method: LoginMethod, typedPassword?: string) => {
      const outcome = await afterLogin(grant, { method, forceChangeWhenExpired, typedPassword });
      const ui = useUiStore.getState();
      if (outcome === 'changePassword') {
        ui.openModal('changePassword');
        return;
      }
      ui.closeModal();
      void navigate(paths.home);
      if (method !== 'freePlay') ui.showAfterLoginPopup();
    },
    [navigate, forceChangeWhenExpired],
  );
}
