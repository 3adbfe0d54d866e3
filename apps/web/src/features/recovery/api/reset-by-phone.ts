import { useMutation } from '@tanstack/react-query';
import type { PhoneResetRequest, SessionGrant } from '@sorteo/shared';
import { callEncrypted } from '../../../lib/encrypted-call';

/**
 * POST /wps/member/password/verification (encrypted): sets the new password and answers a
 * session, the automatic login of SPEC §4 "Phone reset".
 */
export function resetByPhone(request: PhoneResetRequest): Promise<SessionGrant> {
  return callEncrypted<SessionGrant>('POST', '/wps/member/password/verification', request);
}

export function useResetByPhone() {
  return useMutation({ mutationFn: resetByPhone, retry: false });
}
