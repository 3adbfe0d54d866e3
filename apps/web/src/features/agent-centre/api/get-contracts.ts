import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentContracts, ContractKind } from '@sorteo/shared/contract/agent-contracts';
import { agentContractsEndpoints } from '@sorteo/shared/contract/agent-contracts-endpoints';
import { call } from '../../../lib/api-client';

/**
 * GET /wps/agent/contracts?kind (agent session): my contract of a kind, the offers waiting
 * for my answer and my direct downline agents' contracts.
 */
export function getContracts(kind: ContractKind, signal?: AbortSignal): Promise<AgentContracts> {
  return call(agentContractsEndpoints.contracts, { query: { kind } }, { signal });
}

export const contractsQueryKey = (kind: ContractKind) => ['agent-centre', 'contracts', kind];

export const contractsQueryOptions = (kind: ContractKind) =>
  queryOptions({
    queryKey: contractsQueryKey(kind),
    queryFn: ({ signal }) => getContracts(kind, signal),
    staleTime: 0,
  });

export function useContracts(kind: ContractKind) {
  return useQuery(contractsQueryOptions(kind));
}
