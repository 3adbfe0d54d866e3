import { useMutation } from '@tanstack/react-query';
import type { TotpSetup } from '@sorteo/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/member/security/totp/setup (session): a new secret, bound once a code confirms it. */
export function setupTotp(): Promise<TotpSetup> {
  return apiPost<TotpSetup>('/wps/member/security/totp/setup', {});
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp, retry: false });
}
