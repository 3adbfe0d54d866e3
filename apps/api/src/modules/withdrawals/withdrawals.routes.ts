import { withdrawalsEndpoints as calls } from '@sorteo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
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
  const preHandler = requireMember(app.sessions);
  const member = { preHandler, security };
  const sealed = { ...member, config: { encrypted: true } };

  endpointRoute(app, calls.paymentPassword, member, (_, request) =>
    paymentPasswordStatus(db, memberOf(request)),
  );

  endpointRoute(app, calls.setPaymentPassword, sealed, async ({ body }, request) => {
    await setPaymentPassword(db, callOf(request), body);
    return { isSet: true };
  });

  endpointRoute(app, calls.receivingAccounts, member, (_, request) =>
    receivingAccounts(db, memberOf(request)),
  );

  endpointRoute(app, calls.bindReceivingAccount, sealed, ({ body }, request) =>
    bindReceivingAccount(db, callOf(request), body),
  );

  endpointRoute(app, calls.removeReceivingAccount, sealed, async ({ params, body }, request) => {
    await removeReceivingAccount(db, callOf(request), params.id, body.loginPassword);
    return null;
  });

  endpointRoute(app, calls.limits, member, (_, request) => {
    refuseTrial(memberOf(request));
    return withdrawalLimits(db, merchantOf(request));
  });

  endpointRoute(app, calls.requestWithdrawal, sealed, ({ body }, request) =>
    requestWithdrawal(db, merchantOf(request), memberOf(request), body),
  );

  endpointRoute(app, calls.withdrawals, member, ({ query }, request) =>
    memberWithdrawals(db, memberOf(request), query),
  );

  await app.register(withdrawalConfirmationRoutes);
};
