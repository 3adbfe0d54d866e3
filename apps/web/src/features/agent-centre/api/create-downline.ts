import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDownlineRequest, CreatedDownline } from '@sorteo/shared/contract/agent-centre';
import { agentCentreEndpoints } from '@sorteo/shared/contract/agent-centre-endpoints';
import { callEncryptedEndpoint } from '../../../lib/encrypted-call';

/** POST /wps/agent/downlines (agent session, encrypted): an account directly under the agent. */
export function createDownline(input: CreateDownlineRequest): Promise<CreatedDownline> {
  return callEncryptedEndpoint(agentCentreEndpoints.createDownline, { body: input });
}

export function useCreateDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDownline,
    retry: false,
    // The new account counts in the team list and the overview from now on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agent-centre'] }),
  });
}
