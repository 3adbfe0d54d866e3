import multipart from '@fastify/multipart';
import {
  depositRequestAnswerSchema,
  depositsEndpoints as calls,
  PROOF_IMAGE_MAX_BYTES,
} from '@sorteo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { ok, replies } from '../../lib/envelope.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { merchantOf } from '../../plugins/merchant.js';
import { memberSecurity as security, requireMember } from '../../plugins/member-session.js';
import { siteOrigin } from '../recovery/index.js';
import { depositLimitsRoutes } from './deposit-limits.routes.js';
import { readDepositInput } from './deposit-input.js';
import { createDeposit, memberDeposit, memberDeposits } from './deposit-requests.service.js';
import { depositorOf } from './depositor.js';
import { configuredGateway } from './gateways.js';
import { listPlayerPaymentMethods } from './payment-methods.service.js';

const tags = ['deposit'];

/** Player deposit calls: the methods, deposit requests, and the member's deposit limits. */
export const depositsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const preHandler = requireMember(app.sessions);
  const gateway = configuredGateway(config);
  const { orderTtlMs } = config.payments;
  // Multipart is read only by these routes (the proof of a bank transfer).
  await app.register(multipart, {
    limits: { fileSize: PROOF_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  const origin = (request: FastifyRequest) =>
    siteOrigin(db, merchantOf(request), request.headers.host ?? null, {
      publicUrl: config.recovery.publicUrl,
      port: config.port,
    });

  const member = { preHandler, security };
  endpointRoute(app, calls.methods, member, async (_, request) => {
    const { merchant } = depositorOf(request);
    return {
      currency: merchant.currency,
      currencyExponent: merchantOf(request).currency_exponent,
      methods: await listPlayerPaymentMethods(
        db,
        merchant.id,
        gateway?.code ?? null,
        readerLanguage(request.headers['accept-language'], merchantOf(request)),
      ),
    };
  });

  app.post(
    '/wps/deposit/requests',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Ask to deposit. Bank transfer: multipart/form-data with methodId, amount, payerName, ' +
          'reference, idempotencyKey and an optional `proof` image (PNG/JPEG ≤ 5 MB) → the ' +
          'pending request. Gateway: JSON {methodId, amount, idempotencyKey} → {requestId, ' +
          'redirectUrl}. The same idempotencyKey answers the same request.',
        response: replies(depositRequestAnswerSchema),
      },
    },
    async (request) => {
      const who = depositorOf(request);
      const input = await readDepositInput(request);
      const deps = {
        gateway,
        orderTtlMs,
        origin: await origin(request),
        onGatewayError: (err: Error) =>
          request.log.warn({ err }, 'the payment gateway did not open an order'),
      };
      return ok(await createDeposit(db, who, input.fields, input.proof, deps, new Date()));
    },
  );

  endpointRoute(app, calls.requests, member, ({ query }, request) =>
    memberDeposits(db, depositorOf(request), query, orderTtlMs, new Date()),
  );
  endpointRoute(app, calls.oneRequest, member, ({ params }, request) =>
    memberDeposit(db, depositorOf(request), params.id, orderTtlMs, new Date()),
  );

  await app.register(depositLimitsRoutes);
};
