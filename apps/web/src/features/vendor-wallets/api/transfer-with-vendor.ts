import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VendorTransferAnswer, VendorTransferRequest } from '@sorteo/shared';
import { gamesRoutes } from '@sorteo/shared/contract/games-routes';
import { call } from '../../../lib/api-client';
import { balanceQueryKey } from '../../balance/api/get-balance';
import { vendorWalletsQueryKey } from './get-vendor-wallets';

/** POST /wps/game/transfer (session): money between the main wallet and a vendor's. */
export function transferWithVendor(request: VendorTransferRequest): Promise<VendorTransferAnswer> {
  return call(gamesRoutes.vendorTransfer, { body: request });
}

export function useTransferWithVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferWithVendor,
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorWalletsQueryKey }),
        queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
      ]),
  });
}
