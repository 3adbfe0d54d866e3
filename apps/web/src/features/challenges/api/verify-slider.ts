import { useMutation } from '@tanstack/react-query';
import type { SliderVerifyRequest, SliderVerifyResult } from '@sorteo/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /wps/botcheck/slider/verify: one attempt; a pass answers a single-use bot token. */
export function verifySlider(request: SliderVerifyRequest): Promise<SliderVerifyResult> {
  return apiPost<SliderVerifyResult>('/wps/botcheck/slider/verify', request);
}

export function useVerifySlider() {
  return useMutation({ mutationFn: verifySlider, retry: false });
}
