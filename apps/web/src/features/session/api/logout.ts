import { apiDelete } from '../../../lib/api-client';

/** DELETE /wps/session/logout (session): the server revokes the token. */
export function logout(): Promise<null> {
  return apiDelete<null>('/wps/session/logout');
}
