import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@sorteo/shared';
import { recoveryEndpoints } from '@sorteo/shared/contract/recovery-endpoints';
import { callEncryptedEndpoint } from '../../../lib/encrypted-call';

/**
 * POST /wps/member/password (session, encrypted). Every other session of the member is
 * signed out; this one stays.
 */
export function changePassword(request: ChangePasswordRequest): Promise<null> {
  return callEncryptedEndpoint(recoveryEndpoints.changePassword, { body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, retry: false });
}
