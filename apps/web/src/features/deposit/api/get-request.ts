import { useQuery } from '@tanstack/react-query';
import type { DepositRequest } from '@sorteo/shared/contract/deposit';
import { depositsEndpoints } from '@sorteo/shared/contract/deposits-endpoints';
import { call } from '../../../lib/api-client';
import { depositRequestsKey } from './get-requests';

/** GET /wps/deposit/requests/:id (session): one request, e.g. back from the gateway. */
export function getDepositRequest(id: number, signal?: AbortSignal): Promise<DepositRequest> {
  return call(depositsEndpoints.oneRequest, { params: { id } }, { signal });
}

const settled = (status: DepositRequest['status']) =>
  status !== 'pending' && status !== 'awaiting_payment';

/**
 * The request the gateway sent the player back for. The gateway's callback may land a
 * moment after the browser does: while it is still awaiting payment, ask again shortly.
 */
export function useReturnedDeposit(id: number | null) {
  return useQuery({
    queryKey: [...depositRequestsKey, 'one', id],
    queryFn: ({ signal }) => getDepositRequest(id!, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || settled(data.status)) return false;
      return query.state.dataUpdateCount < 20 ? 1_500 : false;
    },
  });
}
