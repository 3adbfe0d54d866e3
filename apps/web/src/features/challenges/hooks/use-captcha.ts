import type { ChallengePurpose } from '@sorteo/shared';
import { useCaptchaQuery } from '../api/get-captcha';
import { useThrottledRefresh } from './use-throttled-refresh';

export type CaptchaState = {
  /** What the form sends with the typed answer; null until a picture has arrived. */
  captchaId: string | null;
  image: string | null;
  loading: boolean;
  error: unknown;
  /** A new picture, at most one per second; call it after every failed submit too. */
  refresh: () => void;
};

export function useCaptcha(purpose: ChallengePurpose): CaptchaState {
  const query = useCaptchaQuery(purpose);
  const refresh = useThrottledRefresh(
    query.refetch,
    Math.max(query.dataUpdatedAt, query.errorUpdatedAt),
    query.isFetching,
  );
  return {
    captchaId: query.isFetching ? null : (query.data?.captchaId ?? null),
    image: query.data?.image ?? null,
    loading: query.isFetching,
    error: query.isError ? query.error : null,
    refresh,
  };
}
