import type { MobileRegisterGrant, RegisterRequest, SessionGrant } from '@sorteo/shared';
import { membersEndpoints } from '@sorteo/shared/contract/members-endpoints';
import { callEncryptedEndpoint } from '../../../lib/encrypted-call';

/** PUT /wps/member/register (encrypted): a new member by username, signed in at once. */
export function registerByUsername(payload: RegisterRequest): Promise<SessionGrant> {
  return callEncryptedEndpoint(membersEndpoints.register, { body: payload });
}

/** PUT /wps/member/register/mobile (encrypted): answers the account generated for the number. */
export function registerByMobile(payload: RegisterRequest): Promise<MobileRegisterGrant> {
  return callEncryptedEndpoint(membersEndpoints.registerMobile, { body: payload });
}
