import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferRequest, TransferResult } from '@sorteo/shared/contract/transfer';
import { transfersEndpoints } from '@sorteo/shared/contract/transfers-endpoints';
import { callEncryptedEndpoint } from '../../../lib/encrypted-call';
import { balanceQueryKey } from '../../balance/api/get-balance';

/** POST /wps/agent/transfer (session, encrypted): from the agent's wallet to a downline's. */
export function transferToDownline(input: TransferRequest): Promise<TransferResult> {
  return callEncryptedEndpoint(transfersEndpoints.transfer, { body: input });
}

export function useTransferToDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToDownline,
    retry: false,
    // The socket pushes the new balance too; this covers a page whose socket is down.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
  });
}
