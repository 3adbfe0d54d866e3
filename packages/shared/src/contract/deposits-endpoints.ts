import {
  depositLimitsInputSchema,
  depositLimitsSchema,
  depositMethodsSchema,
  depositRequestPageSchema,
  depositRequestParamSchema,
  depositRequestSchema,
  depositRequestsQuerySchema,
} from './deposit.js';
import { endpoint } from './endpoint.js';

const tags = ['deposit'] as const;

/**
 * A member's deposits under /wps (session): the methods, the requests and the deposit
 * limits. Asking to deposit (POST /wps/deposit/requests) is not here: one route takes a
 * multipart form (bank transfer with its proof) or JSON (gateway), which no body schema
 * describes.
 */
export const depositsEndpoints = {
  methods: endpoint({
    method: 'GET',
    path: '/wps/deposit/methods',
    summary: 'The enabled payment methods, their limits and the currency',
    tags,
    response: depositMethodsSchema,
  }),
  requests: endpoint({
    method: 'GET',
    path: '/wps/deposit/requests',
    summary: "The member's deposit requests, newest first",
    tags,
    query: depositRequestsQuerySchema,
    response: depositRequestPageSchema,
  }),
  oneRequest: endpoint({
    method: 'GET',
    path: '/wps/deposit/requests/:id',
    summary: 'One of the member’s deposit requests (e.g. back from the gateway)',
    tags,
    params: depositRequestParamSchema,
    response: depositRequestSchema,
  }),
  limits: endpoint({
    method: 'GET',
    path: '/wps/member/deposit-limits',
    summary: 'Daily, weekly and monthly deposit limits, with any change waiting to apply',
    tags,
    response: depositLimitsSchema,
  }),
  setLimits: endpoint({
    method: 'PUT',
    path: '/wps/member/deposit-limits',
    summary:
      'Set limits (minor units; null: none). Lowering applies at once; raising or ' +
      'removing applies 24 hours later.',
    tags,
    body: depositLimitsInputSchema,
    response: depositLimitsSchema,
  }),
};
