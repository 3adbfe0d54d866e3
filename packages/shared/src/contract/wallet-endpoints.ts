import { endpoint } from './endpoint.js';
import { walletRoutes as routes } from './wallet-routes.js';
import {
  bonusPageSchema,
  bonusQuerySchema,
  profitQuerySchema,
  profitReportSchema,
  walletBalanceSchema,
  walletRecordsPageSchema,
  walletRecordsQuerySchema,
} from './wallet.js';

const tags = ['wallet'] as const;

/**
 * The member's wallet under /wps (session): balance, account record, profit and loss, bonus
 * details.
 */
export const walletEndpoints = {
  balance: endpoint({
    route: routes.balance,
    summary: "The member's balance in minor units (trial accounts: the demo currency)",
    tags,
    response: walletBalanceSchema,
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/wps/wallet/transactions',
    summary:
      'Account record: movements of the wallet, newest first; days in the merchant time zone, at most 90 apart',
    tags,
    query: walletRecordsQuerySchema,
    response: walletRecordsPageSchema,
  }),
  profit: endpoint({
    method: 'GET',
    path: '/wps/wallet/profit',
    summary:
      'Personal profit and loss per day, week or month: deposits, withdrawals paid, bets, payouts, bonus; profit = payouts + bonus − bets',
    tags,
    query: profitQuerySchema,
    response: profitReportSchema,
  }),
  bonus: endpoint({
    route: routes.bonus,
    summary: 'Bonus details: bonuses credited with their reason, and totals over the range',
    tags,
    query: bonusQuerySchema,
    response: bonusPageSchema,
  }),
};
