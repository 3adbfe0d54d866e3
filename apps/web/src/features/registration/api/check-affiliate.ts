import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AffiliateCheck } from '@sorteo/shared';
import { membersEndpoints } from '@sorteo/shared/contract/members-endpoints';
import { call } from '../../../lib/api-client';

/** GET /wps/agent/affiliate: does this code recruit into an agent's downline on this site? */
export function checkAffiliate(
  code: string,
  domain: string,
  signal?: AbortSignal,
): Promise<AffiliateCheck> {
  return call(membersEndpoints.checkAffiliate, { query: { code, domain } }, { signal });
}

export const affiliateCheckQueryOptions = (code: string, domain: string) =>
  queryOptions({
    queryKey: ['registration', 'affiliate', code, domain],
    queryFn: ({ signal }) => checkAffiliate(code, domain, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The check of the code the page address carries; idle when it carries none. */
export function useAddressAffiliateCheck(code: string | undefined, domain: string) {
  return useQuery({ ...affiliateCheckQueryOptions(code ?? '', domain), enabled: Boolean(code) });
}
