import type { MobileRegisterGrant, RegisterRequest, SessionGrant } from '@sorteo/shared';
import { callEncrypted } from '../../../lib/encrypted-call';

/** PUT /wps/member/register (encrypted): a new member by username, signed in at once. */
export function registerByUsername(payload: RegisterRequest): Promise<SessionGrant> {
  return callEncrypted<SessionGrant>('PUT', '/wps/member/register', payload);
}

/** PUT /wps/member/register/mobile (encrypted): answers the account generated for the number. */
export function registerByMobile(payload: RegisterRequest): Promise<MobileRegisterGrant> {
  return callEncrypted<MobileRegisterGrant>('PUT', '/wps/member/register/mobile', payload);
}
