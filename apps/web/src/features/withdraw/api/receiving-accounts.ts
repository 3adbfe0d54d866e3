import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReceivingAccountInput } from '@sorteo/shared';
import { withdrawalsEndpoints } from '@sorteo/shared/contract/withdrawals-endpoints';
import { call } from '../../../lib/api-client';
import { callEncryptedEndpoint } from '../../../lib/encrypted-call';

/** GET /wps/member/receiving-accounts (session): bound accounts, numbers masked. */
export function getReceivingAccounts(signal?: AbortSignal) {
  return call(withdrawalsEndpoints.receivingAccounts, {}, { signal });
}

export const receivingAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['withdraw', 'receiving-accounts'],
    queryFn: ({ signal }) => getReceivingAccounts(signal),
  });

export function useReceivingAccounts() {
  return useQuery(receivingAccountsQueryOptions());
}

/** POST /wps/member/receiving-accounts (session, encrypted): binds one more account. */
export function bindReceivingAccount(input: ReceivingAccountInput) {
  return callEncryptedEndpoint(withdrawalsEndpoints.bindReceivingAccount, { body: input });
}

export function useBindReceivingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindReceivingAccount,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries(receivingAccountsQueryOptions()),
  });
}

/** DELETE /wps/member/receiving-accounts/:id (session, encrypted): asks the login password. */
export function removeReceivingAccount({
  id,
  loginPassword,
}: {
  id: number;
  loginPassword: string;
}) {
  return callEncryptedEndpoint(withdrawalsEndpoints.removeReceivingAccount, {
    params: { id },
    body: { loginPassword },
  });
}

export function useRemoveReceivingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReceivingAccount,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries(receivingAccountsQueryOptions()),
  });
}
