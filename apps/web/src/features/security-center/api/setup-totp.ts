import { useMutation } from '@tanstack/react-query';
import type { TotpSetup } from '@sorteo/shared';
import { stepUpEndpoints } from '@sorteo/shared/contract/step-up-endpoints';
import { call } from '../../../lib/api-client';

/** POST /wps/member/security/totp/setup (session): a new secret, bound once a code confirms it. */
export function setupTotp(): Promise<TotpSetup> {
  return call(stepUpEndpoints.setupTotp, {});
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp, retry: false });
}
