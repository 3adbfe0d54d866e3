import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmationOutcome, Withdrawal } from '@sorteo/shared';
import { ApiError, parseEnvelope } from '../../../lib/api-client';
import { getMerchantCode, getSessionToken } from '../../../lib/storage';

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
export async function confirmWithdrawal({ id, outcome, proof }: WithdrawalConfirmation) {
  const form = new FormData();
  form.set('outcome', outcome);
  if (proof) form.set('proof', proof, proof.name);
  const headers = new Headers({ Accept: 'application/json' });
  const merchant = getMerchantCode();
  if (merchant) headers.set('Merchant', merchant);
  const token = getSessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`/wps/withdrawals/${id}/confirmation`, {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('NETWORK', 'Network request failed', 0);
  }
  const body: unknown = await response.json().catch(() => null);
  return parseEnvelope<Withdrawal>(body, response.status);
}

export function useConfirmWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWithdrawal,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['withdraw', 'requests'] }),
  });
}
