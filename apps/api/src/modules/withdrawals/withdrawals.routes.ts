import {
  idParamSchema,
  paymentPasswordStatusSchema,
  receivingAccountInputSchema,
  receivingAccountRemoveSchema,
  receivingAccountSchema,
  setPaymentPasswordRequestSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
  withdrawalsEndpoints as calls,
} from '@sorteo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { ok, replies } from '../../lib/envelope.js';
import { merchantOf } from '../../plugins/merchant.js';
import {
  memberOf,
  memberSecurity as security,
  refuseTrial,
  requireMember,
} from '../../plugins/member-session.js';
import { paymentPasswordStatus, setPaymentPassword } from './payment-password.service.js';
import {
  bindReceivingAccount,
  receivingAccounts,
  removeReceivingAccount,
} from './receiving-accounts.service.js';
import { withdrawalConfirmationRoutes } from './withdrawal-confirmation.routes.js';
import { withdrawalLimits } from './withdrawal-settings.service.js';
import { memberWithdrawals, requestWithdrawal } from './withdrawals.service.js';

const callOf = (request: FastifyRequest) => ({
  merchantId: merchantOf(request).id,
  session: memberOf(request),
  ip: request.clientIp,
});

/** Player withdrawal calls: payment password, receiving accounts, requests, confirmation. */
export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const preHandler = requireMember(db);
  const tags = ['withdrawals'];
  const member = { preHandler, security };

  endpointRoute(app, calls.paymentPassword, member, (_, request) =>
    paymentPasswordStatus(db, memberOf(request)),
  );

  app.put(
    '/wps/member/payment-password',
    {
      preHandler,
      config: { encrypted: true },
      schema: {
        tags,
        security,
        summary:
          'Sets the payment password (the first time with the login password, later with the current payment password)',
        body: setPaymentPasswordRequestSchema,
        response: replies(paymentPasswordStatusSchema),
      },
    },
    async (request) => {
      await setPaymentPassword(db, callOf(request), request.body);
      return ok({ isSet: true });
    },
  );

  endpointRoute(app, calls.receivingAccounts, member, (_, request) =>
    receivingAccounts(db, memberOf(request)),
  );

  app.post(
    '/wps/member/receiving-accounts',
    {
      preHandler,
      config: { encrypted: true },
      schema: {
        tags,
        security,
        summary:
          'Binds a receiving account: the payment password, and the login password for any but the first',
        body: receivingAccountInputSchema,
        response: replies(receivingAccountSchema),
      },
    },
    async (request) => ok(await bindReceivingAccount(db, callOf(request), request.body)),
  );

  app.delete(
    '/wps/member/receiving-accounts/:id',
    {
      preHandler,
      config: { encrypted: true },
      schema: {
        tags,
        security,
        summary: 'Removes a receiving account; the login password is asked again',
        params: idParamSchema,
        body: receivingAccountRemoveSchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      await removeReceivingAccount(
        db,
        callOf(request),
        request.params.id,
        request.body.loginPassword,
      );
      return ok(null);
    },
  );

  endpointRoute(app, calls.limits, member, (_, request) => {
    refuseTrial(memberOf(request));
    return withdrawalLimits(db, merchantOf(request));
  });

  app.post(
    '/wps/withdrawals',
    {
      preHandler,
      config: { encrypted: true },
      schema: {
        tags,
        security,
        summary: 'Requests a withdrawal: the amount is held from the wallet until reviewed',
        body: withdrawalRequestSchema,
        response: replies(withdrawalSchema),
      },
    },
    async (request) =>
      ok(await requestWithdrawal(db, merchantOf(request), memberOf(request), request.body)),
  );

  endpointRoute(app, calls.withdrawals, member, ({ query }, request) =>
    memberWithdrawals(db, memberOf(request), query),
  );

  await app.register(withdrawalConfirmationRoutes);
};
