import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorCodes } from '@sorteo/shared/contract/error-codes';
import { endSessionOnUnauthorized } from '../../features/session/end-on-unauthorized';
import { useSession } from '../../features/session/session-store';
import type { ErrorTextKey } from '../../lib/api-client';
import { useUiStore } from '../../lib/ui-store';

const knownCodes = new Set<string>(errorCodes);

/**
 * `?oidcError=CODE` (a social sign-in that failed on the server) leaves the address and
 * opens the login dialog with its text; a code this site does not know reads as the
 * generic social sign-in failure.
 */
export function consumeSignInError(): void {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('oidcError');
  if (code === null) return;
  url.searchParams.delete('oidcError');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const notice: ErrorTextKey = knownCodes.has(code)
    ? (`errors.${code}` as ErrorTextKey)
    : 'errors.SOCIAL_SIGN_IN_FAILED';
  useUiStore.getState().openLogin(notice);
}

/**
 * Before the site draws: the address is cleaned of a sign-in error, and a stored token
 * (a reload, or one just taken from the address) starts loading its member, so the header
 * never shows a signed-in visitor as a guest.
 */
export function prepareSignIn(): void {
  consumeSignInError();
  void useSession.getState().resumeSession();
}

/** While the site runs, a call refused as not logged in ends the session and asks to log in. */
export function useEndSessionOnUnauthorized(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      endSessionOnUnauthorized(queryClient, () =>
        useUiStore.getState().openLogin('errors.UNAUTHORIZED'),
      ),
    [queryClient],
  );
}
