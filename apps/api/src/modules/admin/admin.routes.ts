import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depositsAdminRoutes } from '../deposits/deposits-admin.routes.js';
import { labelsAdminRoutes } from '../labels/labels.routes.js';
import { ledgerAdminRoutes } from '../ledger/ledger-admin.routes.js';
import { memberTypeAdminRoutes } from '../members/member-type-admin.routes.js';
import { withdrawalsAdminRoutes } from '../withdrawals/withdrawals-admin.routes.js';
import { operatorAuthHook } from '../operators/operator-auth.js';
import { phoneAdminRoutes } from '../phone/phone-admin.routes.js';
import { sandboxMailRoutes } from '../recovery/sandbox-mail.routes.js';
import { configAdminRoutes } from './config.routes.js';
import { contentAdminRoutes } from './content.routes.js';
import { fieldRulesAdminRoutes } from './field-rules.routes.js';
import { operatorsAdminRoutes } from './operators.routes.js';
import { passwordPolicyAdminRoutes } from './password-policy.routes.js';
import { sessionRoutes } from './session.routes.js';

/** The operator API. Never blocked by maintenance or region rules; always needs a session. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', operatorAuthHook(app.db));
  await app.register(sessionRoutes);
  await app.register(contentAdminRoutes);
  await app.register(configAdminRoutes);
  await app.register(fieldRulesAdminRoutes);
  await app.register(operatorsAdminRoutes);
  await app.register(passwordPolicyAdminRoutes);
  await app.register(phoneAdminRoutes);
  await app.register(labelsAdminRoutes);
  await app.register(memberTypeAdminRoutes);
  await app.register(ledgerAdminRoutes);
  await app.register(depositsAdminRoutes);
  await app.register(withdrawalsAdminRoutes);
  await app.register(sandboxMailRoutes);
};
