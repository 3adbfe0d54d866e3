import { useMutation } from '@tanstack/react-query';
import type { SessionGrant, StepUpVerifyRequest } from '@sorteo/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/session/login/verify: the code finishes the login the ticket stands for. */
export function verifyStepUp(request: StepUpVerifyRequest): Promise<SessionGrant> {
  return apiPost<SessionGrant>('/wps/session/login/verify', request);
}

export function useVerifyStepUp() {
  return useMutation({ mutationFn: verifyStepUp, retry: false });
}
