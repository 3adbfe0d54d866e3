import { useMutation } from '@tanstack/react-query';
import type { SliderVerifyRequest, SliderVerifyResult } from '@sorteo/shared';
import { challengesEndpoints } from '@sorteo/shared/contract/challenges-endpoints';
import { call } from '../../../lib/api-client';

/** POST /wps/botcheck/slider/verify: one attempt; a pass answers a single-use bot token. */
export function verifySlider(request: SliderVerifyRequest): Promise<SliderVerifyResult> {
  return call(challengesEndpoints.verifySlider, { body: request });
}

export function useVerifySlider() {
  return useMutation({ mutationFn: verifySlider, retry: false });
}
