import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ContractTerminationRequest,
  ContractVersion,
} from '@sorteo/shared/contract/agent-contracts';
import { agentContractsEndpoints } from '@sorteo/shared/contract/agent-contracts-endpoints';
import { call } from '../../../lib/api-client';
import { contractsQueryKey } from './get-contracts';

/**
 * POST /wps/agent/contracts/terminations (agent session): asks a direct downline agent to
 * end its contract of a kind; it ends when the agent accepts.
 */
export function terminateContract(input: ContractTerminationRequest): Promise<ContractVersion> {
  return call(agentContractsEndpoints.terminate, { body: input });
}

export function useTerminateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: terminateContract,
    retry: false,
    onSettled: (_, __, input) =>
      queryClient.invalidateQueries({ queryKey: contractsQueryKey(input.kind) }),
  });
}
