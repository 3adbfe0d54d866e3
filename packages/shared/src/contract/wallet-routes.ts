import type { z } from 'zod';
import { route } from './route.js';
import type { BonusPage, bonusQuerySchema, WalletBalanceView } from './wallet.js';

/**
 * The routes of `walletEndpoints` called without zod or the schemas: the balance the header
 * shows on the first page, and the bonus details.
 */
export const walletRoutes = {
  balance: route<{ response: WalletBalanceView }>()('GET', '/wps/v2/wallets/balance'),
  bonus: route<{
    query: z.input<typeof bonusQuerySchema>;
    response: BonusPage;
  }>()('GET', '/wps/wallet/bonus'),
};
