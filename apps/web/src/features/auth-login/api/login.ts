import type { LoginRequest, SessionGrant } from '@sorteo/shared';
import { membersEndpoints } from '@sorteo/shared/contract/members-endpoints';
import { callEncryptedEndpoint } from '../../../lib/encrypted-call';

/** POST /wps/session/login (encrypted): by password, by SMS code or by remember token. */
export function login(request: LoginRequest): Promise<SessionGrant> {
  return callEncryptedEndpoint(membersEndpoints.login, { body: request });
}
