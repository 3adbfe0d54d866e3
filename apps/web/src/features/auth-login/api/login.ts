import type { LoginRequest, SessionGrant } from '@sorteo/shared';
import { callEncrypted } from '../../../lib/encrypted-call';

/** POST /wps/session/login (encrypted): by password, by SMS code or by remember token. */
export function login(request: LoginRequest): Promise<SessionGrant> {
  return callEncrypted<SessionGrant>('POST', '/wps/session/login', request);
}
