import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@sorteo/shared';
import { callEncrypted } from '../../../lib/encrypted-call';

/**
 * POST /wps/member/password (session, encrypted). Every other session of the member is
 * signed out; this one stays.
 */
export function changePassword(request: ChangePasswordRequest): Promise<null> {
  return callEncrypted<null>('POST', '/wps/member/password', request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, retry: false });
}
