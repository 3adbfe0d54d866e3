import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Consolidated } from '@sorteo/shared/contract/agent-contracts';
import { agentContractsEndpoints } from '@sorteo/shared/contract/agent-contracts-endpoints';
import { call } from '../../../lib/api-client';
import { sessionKeys, sessionStore } from '../../../lib/storage';
import { sessionFlags } from '../lib/contract-schemes';

/**
 * GET /wps/member/info/funds/consolidated: which contract entries to show and where the
 * member stands in each. The answer is kept in the session (SPEC §3 `consolidated`), with
 * the `enableSalary` and `enableContract` flags it implies.
 */
export async function getConsolidated(signal?: AbortSignal): Promise<Consolidated> {
  const consolidated = await call(agentContractsEndpoints.consolidated, {}, { signal });
  const flags = sessionFlags(consolidated);
  sessionStore.set(sessionKeys.consolidated, JSON.stringify(consolidated));
  sessionStore.set(sessionKeys.enableSalary, flags.enableSalary);
  sessionStore.set(sessionKeys.enableContract, flags.enableContract);
  return consolidated;
}

export const consolidatedQueryOptions = () =>
  queryOptions({
    queryKey: ['agent-centre', 'consolidated'],
    queryFn: ({ signal }) => getConsolidated(signal),
    // Read again each time the agent centre opens: an offer may have come since.
    staleTime: 0,
  });

export function useConsolidated() {
  return useQuery(consolidatedQueryOptions());
}
