import { useMutation } from '@tanstack/react-query';
import type { SessionGrant, StepUpVerifyRequest } from '@sorteo/shared';
import { stepUpEndpoints } from '@sorteo/shared/contract/step-up-endpoints';
import { call } from '../../../lib/api-client';

/** POST /wps/session/login/verify: the code finishes the login the ticket stands for. */
export function verifyStepUp(request: StepUpVerifyRequest): Promise<SessionGrant> {
  return call(stepUpEndpoints.verifyStepUp, { body: request });
}

export function useVerifyStepUp() {
  return useMutation({ mutationFn: verifyStepUp, retry: false });
}
