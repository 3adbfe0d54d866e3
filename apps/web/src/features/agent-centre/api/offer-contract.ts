import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ContractOfferRequest,
  ContractVersion,
} from '@sorteo/shared/contract/agent-contracts';
import { agentContractsEndpoints } from '@sorteo/shared/contract/agent-contracts-endpoints';
import { call } from '../../../lib/api-client';
import { contractsQueryKey } from './get-contracts';

/**
 * POST /wps/agent/contracts/offers (agent session): new terms for a direct downline agent,
 * at most my own rates tier by tier. It replaces any offer of mine still waiting.
 */
export function offerContract(input: ContractOfferRequest): Promise<ContractVersion> {
  return call(agentContractsEndpoints.offer, { body: input });
}

export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerContract,
    retry: false,
    onSuccess: (_, input) =>
      queryClient.invalidateQueries({ queryKey: contractsQueryKey(input.terms.kind) }),
  });
}
