import { sessionKeys, sessionStore } from '../../../lib/storage';

/** The password-reset e-mail's link (`paths.resetPassword`) carries a reset token, not a session. */
const resetLinkPath = '/resetPassword';

/**
 * A `token` in the address logs the visit in: it moves into session storage and leaves
 * the address bar (and so the history and any shared link).
 */
export function consumeUrlToken(): boolean {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token || url.pathname === resetLinkPath) return false;
  sessionStore.set(sessionKeys.token, token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
