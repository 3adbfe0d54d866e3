import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractVersion } from '@sorteo/shared/contract/agent-contracts';
import { agentContractsEndpoints } from '@sorteo/shared/contract/agent-contracts-endpoints';
import { call } from '../../../lib/api-client';

export type OfferAnswer = 'accept' | 'reject';

/**
 * POST /wps/agent/contracts/offers/:id/accept | reject (agent session): my answer to an
 * offer made to me. An accepted one applies from the start of the next period.
 */
export function answerOffer(input: { id: number; answer: OfferAnswer }): Promise<ContractVersion> {
  const endpoint =
    input.answer === 'accept' ? agentContractsEndpoints.accept : agentContractsEndpoints.reject;
  return call(endpoint, { params: { id: input.id } });
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    retry: false,
    // My contract, my offers and the menu's "offer waits" mark all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['agent-centre'] }),
  });
}
