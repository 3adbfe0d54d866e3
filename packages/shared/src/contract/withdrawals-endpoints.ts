import { z } from 'zod';
import { idParamSchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { pageSchema } from './envelope.js';
import {
  paymentPasswordStatusSchema,
  receivingAccountInputSchema,
  receivingAccountListSchema,
  receivingAccountRemoveSchema,
  receivingAccountSchema,
  setPaymentPasswordRequestSchema,
  withdrawalLimitsSchema,
  withdrawalListQuerySchema,
  withdrawalRequestSchema,
  withdrawalSchema,
} from './withdrawal.js';

const tags = ['withdrawals'] as const;

/**
 * A member's withdrawals under /wps (session): payment password, receiving accounts, limits
 * and requests. The calls that take a body take it encrypted (docs/encrypted-calls.md). The
 * confirmation after a payout is a multipart form, not listed here.
 */
export const withdrawalsEndpoints = {
  paymentPassword: endpoint({
    method: 'GET',
    path: '/wps/member/payment-password',
    summary: 'Whether the member has a payment password',
    tags,
    response: paymentPasswordStatusSchema,
  }),
  setPaymentPassword: endpoint({
    method: 'PUT',
    path: '/wps/member/payment-password',
    summary:
      'Sets the payment password (the first time with the login password, later with the current payment password)',
    tags,
    body: setPaymentPasswordRequestSchema,
    response: paymentPasswordStatusSchema,
  }),
  receivingAccounts: endpoint({
    method: 'GET',
    path: '/wps/member/receiving-accounts',
    summary: "The member's receiving accounts, numbers masked",
    tags,
    response: receivingAccountListSchema,
  }),
  bindReceivingAccount: endpoint({
    method: 'POST',
    path: '/wps/member/receiving-accounts',
    summary:
      'Binds a receiving account: the payment password, and the login password for any but the first',
    tags,
    body: receivingAccountInputSchema,
    response: receivingAccountSchema,
  }),
  removeReceivingAccount: endpoint({
    method: 'DELETE',
    path: '/wps/member/receiving-accounts/:id',
    summary: 'Removes a receiving account; the login password is asked again',
    tags,
    params: idParamSchema,
    body: receivingAccountRemoveSchema,
    response: z.null(),
  }),
  limits: endpoint({
    method: 'GET',
    path: '/wps/withdrawals/limits',
    summary: 'The smallest and largest withdrawal, in minor units',
    tags,
    response: withdrawalLimitsSchema,
  }),
  requestWithdrawal: endpoint({
    method: 'POST',
    path: '/wps/withdrawals',
    summary: 'Requests a withdrawal: the amount is held from the wallet until reviewed',
    tags,
    body: withdrawalRequestSchema,
    response: withdrawalSchema,
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
