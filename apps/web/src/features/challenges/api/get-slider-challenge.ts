import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChallengePurpose, SliderChallenge } from '@sorteo/shared';
import { challengesEndpoints } from '@sorteo/shared/contract/challenges-endpoints';
import { call } from '../../../lib/api-client';

/** GET /wps/botcheck/slider: a new puzzle each call, for one flow. */
export function getSliderChallenge(
  purpose: ChallengePurpose,
  signal?: AbortSignal,
): Promise<SliderChallenge> {
  return call(challengesEndpoints.slider, { query: { purpose } }, { signal });
}

/** Like the captcha: one attempt per puzzle, so a new one on mount and when asked for. */
export const sliderChallengeQueryOptions = (purpose: ChallengePurpose) =>
  queryOptions({
    queryKey: ['challenges', 'slider', purpose],
    queryFn: ({ signal }) => getSliderChallenge(purpose, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useSliderChallenge(purpose: ChallengePurpose) {
  return useQuery(sliderChallengeQueryOptions(purpose));
}
