import { endpoint } from './endpoint.js';
import { pageSchema } from './envelope.js';
import {
  paymentPasswordStatusSchema,
  receivingAccountListSchema,
  withdrawalLimitsSchema,
  withdrawalListQuerySchema,
  withdrawalSchema,
} from './withdrawal.js';

const tags = ['withdrawals'] as const;

/**
 * A member's withdrawals under /wps (session): payment password, receiving accounts, limits
 * and requests. The confirmation after a payout is a multipart form, not listed here.
 */
export const withdrawalsEndpoints = {
  paymentPassword: endpoint({
    method: 'GET',
    path: '/wps/member/payment-password',
    summary: 'Whether the member has a payment password',
    tags,
    response: paymentPasswordStatusSchema,
  }),
  receivingAccounts: endpoint({
    method: 'GET',
    path: '/wps/member/receiving-accounts',
    summary: "The member's receiving accounts, numbers masked",
    tags,
    response: receivingAccountListSchema,
  }),
  limits: endpoint({
    method: 'GET',
    path: '/wps/withdrawals/limits',
    summary: 'The smallest and largest withdrawal, in minor units',
    tags,
    response: withdrawalLimitsSchema,
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: '/wps/withdrawals',
    summary: "The member's withdrawals, newest first, with the answers they may give next",
    tags,
    query: withdrawalListQuerySchema,
    response: pageSchema(withdrawalSchema),
  }),
};
