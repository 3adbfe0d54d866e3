import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Captcha, ChallengePurpose } from '@sorteo/shared';
import { challengesEndpoints } from '@sorteo/shared/contract/challenges-endpoints';
import { call } from '../../../lib/api-client';

/** GET /wps/captcha: a new picture each call, for one flow. */
export function getCaptcha(purpose: ChallengePurpose, signal?: AbortSignal): Promise<Captcha> {
  return call(challengesEndpoints.captcha, { query: { purpose } }, { signal });
}

/**
 * A captcha is single-use and the server allows one per second: a new one whenever it is
 * shown, otherwise never refetched behind the user's back, never retried.
 */
export const captchaQueryOptions = (purpose: ChallengePurpose) =>
  queryOptions({
    queryKey: ['challenges', 'captcha', purpose],
    queryFn: ({ signal }) => getCaptcha(purpose, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCaptchaQuery(purpose: ChallengePurpose) {
  return useQuery(captchaQueryOptions(purpose));
}
