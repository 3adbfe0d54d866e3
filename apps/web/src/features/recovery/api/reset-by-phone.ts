import { useMutation } from '@tanstack/react-query';
import type { PhoneResetRequest, SessionGrant } from '@sorteo/shared';
import { phoneEndpoints } from '@sorteo/shared/contract/phone-endpoints';
import { callEncryptedEndpoint } from '../../../lib/encrypted-call';

/**
 * POST /wps/member/password/verification (encrypted): sets the new password and answers a
 * session, the automatic login of SPEC §4 "Phone reset".
 */
export function resetByPhone(request: PhoneResetRequest): Promise<SessionGrant> {
  return callEncryptedEndpoint(phoneEndpoints.resetByPhone, { body: request });
}

export function useResetByPhone() {
  return useMutation({ mutationFn: resetByPhone, retry: false });
}
