import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmationOutcome, Withdrawal } from '@sorteo/shared';
import { apiPostMultipart } from '../../../lib/api-client';

export interface WithdrawalConfirmation {
  id: number;
  outcome: ConfirmationOutcome;
  /** Required by the server when the money did not arrive. */
  proof: File | null;
}

/**
 * POST /wps/withdrawals/:id/confirmation (session, multipart): the player's answer after a
 * payout. The browser sets the multipart boundary itself, so no Content-Type is given.
 */
export function confirmWithdrawal({ id, outcome, proof }: WithdrawalConfirmation) {
  const form = new FormData();
  form.set('outcome', outcome);
  if (proof) form.set('proof', proof, proof.name);
  return apiPostMultipart<Withdrawal>(`/wps/withdrawals/${id}/confirmation`, form);
}

export function useConfirmWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWithdrawal,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['withdraw', 'requests'] }),
  });
}
