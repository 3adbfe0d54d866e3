import { useMutation } from '@tanstack/react-query';
import type { ResetByLinkRequest } from '@sorteo/shared';
import { recoveryEndpoints } from '@sorteo/shared/contract/recovery-endpoints';
import { callEncryptedEndpoint } from '../../../lib/encrypted-call';

/** POST /wps/member/password/reset (encrypted): spends the e-mailed link on a new password. */
export function resetByLink(request: ResetByLinkRequest): Promise<null> {
  return callEncryptedEndpoint(recoveryEndpoints.resetByLink, { body: request });
}

export function useResetByLink() {
  return useMutation({ mutationFn: resetByLink, retry: false });
}
