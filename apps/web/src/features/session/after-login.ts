import type { SessionGrant } from '@sorteo/shared';
import { sessionKeys, sessionStore } from '../../lib/storage';
import { useSession } from './session-store';
import { holdTypedPassword } from './typed-password';

/** How the visitor proved who they are; only a typed password can be forced to change. */
export type LoginMethod = 'password' | 'sms' | 'remember' | 'social' | 'freePlay';

export interface AfterLoginContext {
  method: LoginMethod;
  /** PWDEXPFORCECHANGE3: an expired (not only a weak) password must be changed now. */
  forceChangeWhenExpired: boolean;
}

/**
 * SPEC §4 "Login": a password login whose password is the merchant's weak default, or is
 * expired while the brand forces the change, goes to the change-password dialog instead
 * of into the site. When the server does not say which of the two made the password
 * expired, the change is asked for: a password it flags is never let through unchanged.
 */
export function mustChangePassword(
  grant: Pick<SessionGrant, 'passwordExpired' | 'weakPassword'>,
  { method, forceChangeWhenExpired }: AfterLoginContext,
): boolean {
  if (method !== 'password' || !grant.passwordExpired) return false;
  return forceChangeWhenExpired || grant.weakPassword !== false;
}

export type AfterLoginOutcome = 'changePassword' | 'signedIn';

/**
 * Stores the token of a successful login and takes the next step: either the member is
 * loaded (signed in), or the typed password is held in memory for the change dialog,
 * which works with the stored token and ends the session itself afterwards.
 */
export async function afterLogin(
  grant: SessionGrant,
  context: AfterLoginContext & { typedPassword?: string },
): Promise<AfterLoginOutcome> {
  if (mustChangePassword(grant, context)) {
    sessionStore.set(sessionKeys.token, grant.token);
    // `cpw`: the change is owed. Until it is made the token only serves the change dialog.
    sessionStore.set(sessionKeys.cpw, '1');
    holdTypedPassword(context.typedPassword ?? null);
    return 'changePassword';
  }
  holdTypedPassword(null);
  sessionStore.set(sessionKeys.cpw, null);
  await useSession.getState().startSession(grant);
  return 'signedIn';
}
