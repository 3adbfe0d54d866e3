import { endpoint } from './endpoint.js';
import {
  profitQuerySchema,
  profitReportSchema,
  walletBalanceSchema,
  walletRecordsPageSchema,
  walletRecordsQuerySchema,
} from './wallet.js';

const tags = ['wallet'] as const;

/** The member's wallet under /wps (session): balance, account record, profit and loss. */
export const walletEndpoints = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
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
};
