import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BankDepositRequest,
  DepositRequest,
  GatewayDepositAnswer,
  GatewayDepositRequest,
} from '@sorteo/shared/contract/deposit';
import { ApiError, apiPost, apiPostMultipart } from '../../../lib/api-client';
import { isWebAddress } from '../lib/web-address';
import { depositRequestsKey } from './get-requests';

export interface BankDepositInput extends BankDepositRequest {
  proof: File | null;
}

/** POST /wps/deposit/requests, multipart: a bank transfer the player made, with its proof. */
export function submitBankDeposit(input: BankDepositInput): Promise<DepositRequest> {
  const form = new FormData();
  form.set('methodId', String(input.methodId));
  form.set('amount', String(input.amount));
  form.set('payerName', input.payerName);
  if (input.reference) form.set('reference', input.reference);
  form.set('idempotencyKey', input.idempotencyKey);
  // The file goes last: the server reads the fields before the image streams in.
  if (input.proof) form.set('proof', input.proof, input.proof.name);
  return apiPostMultipart<DepositRequest>('/wps/deposit/requests', form);
}

/** POST /wps/deposit/requests, JSON: opens an order at the gateway, whose page to go to. */
export async function submitGatewayDeposit(
  input: GatewayDepositRequest,
): Promise<GatewayDepositAnswer> {
  const answer = await apiPost<GatewayDepositAnswer>('/wps/deposit/requests', input);
  if (!isWebAddress(answer.redirectUrl)) {
    throw new ApiError('BAD_RESPONSE', 'The gateway address is not a web page', 200);
  }
  return answer;
}

export function useSubmitBankDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBankDeposit,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositRequestsKey }),
  });
}

export function useSubmitGatewayDeposit() {
  return useMutation({ mutationFn: submitGatewayDeposit, retry: false });
}
