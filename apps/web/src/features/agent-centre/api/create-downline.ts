import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDownlineRequest, CreatedDownline } from '@sorteo/shared/contract/agent-centre';
import { callEncrypted } from '../../../lib/encrypted-call';

/** POST /wps/agent/downlines (agent session, encrypted): an account directly under the agent. */
export function createDownline(input: CreateDownlineRequest): Promise<CreatedDownline> {
  return callEncrypted<CreatedDownline>('POST', '/wps/agent/downlines', input);
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
