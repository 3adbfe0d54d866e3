import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetPaymentPasswordRequest } from '@sorteo/shared';
import { withdrawalsEndpoints } from '@sorteo/shared/contract/withdrawals-endpoints';
import { call } from '../../../lib/api-client';
import { callEncryptedEndpoint } from '../../../lib/encrypted-call';

/** GET /wps/member/payment-password (session): whether a payment password is set. */
export function getPaymentPasswordStatus(signal?: AbortSignal) {
  return call(withdrawalsEndpoints.paymentPassword, {}, { signal });
}

export const paymentPasswordStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['withdraw', 'payment-password'],
    queryFn: ({ signal }) => getPaymentPasswordStatus(signal),
  });

export function usePaymentPasswordStatus() {
  return useQuery(paymentPasswordStatusQueryOptions());
}

/**
 * PUT /wps/member/payment-password (session, encrypted): the first one with the login
 * password, a change with the current payment password.
 */
export function setPaymentPassword(request: SetPaymentPasswordRequest) {
  return callEncryptedEndpoint(withdrawalsEndpoints.setPaymentPassword, { body: request });
}

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaymentPassword,
    retry: false,
    onSuccess: (status) =>
      queryClient.setQueryData(paymentPasswordStatusQueryOptions().queryKey, status),
  });
}
