import { membersRoutes } from '@sorteo/shared/contract/members-routes';
import { call } from '../../../lib/api-client';

/** DELETE /wps/session/logout (session): the server revokes the token. */
export function logout(): Promise<null> {
  return call(membersRoutes.logout, {});
}
