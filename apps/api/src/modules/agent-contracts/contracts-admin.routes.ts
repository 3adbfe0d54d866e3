import {
  agentSchemeParamsSchema,
  agentSchemeSchema,
  agentSchemesSchema,
  agentSchemeUpdateSchema,
  contractOfferRequestSchema,
  contractVersionSchema,
  payoutPreviewRequestSchema,
  payoutPreviewSchema,
  payoutRunsSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { recordChange } from '../audit/index.js';
import { merchantById } from '../merchants/index.js';
import { authorize, Can, operatorOf, operatorSecurity as security } from '../operators/index.js';
import { offerHouseContract } from './contracts.service.js';
import { previewPayouts } from './payout-preview.service.js';
import { latestRuns } from './payouts-read.repo.js';
import { saveScheme, schemeOf, schemesOf } from './schemes.repo.js';

/**
 * Operators: which kinds of agent contract the brand runs, the house's offers to its
 * top-level agents, the paid periods and a dry run of any period. Every operator may read;
 * changes need `editConfig` and are audited.
 */
export const agentContractsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin: agent contracts'];

  app.get(
    '/agent-schemes',
    {
      schema: {
        tags,
        security,
        summary: 'Each kind of agent contract and whether this brand runs it',
        response: replies(agentSchemesSchema),
      },
    },
    async (request) => ok({ schemes: await schemesOf(db, operatorOf(request).merchantId) }),
  );

  app.put(
    '/agent-schemes/:kind',
    {
      schema: {
        tags,
        security,
        summary: 'Turn a kind of agent contract on or off, and set who counts as active',
        params: agentSchemeParamsSchema,
        body: agentSchemeUpdateSchema,
        response: replies(agentSchemeSchema),
      },
    },
    async (request) => {
      const actor = authorize(request, Can.editConfig);
      const { kind } = request.params;
      const after = { kind, ...request.body };
      await db.transaction().execute(async (trx) => {
        const before = await schemeOf(trx, actor.merchantId, kind);
        await saveScheme(trx, actor.merchantId, after);
        await recordChange(trx, actor, {
          action: 'agent_scheme.update',
          targetType: 'agent_scheme',
          targetId: kind,
          before,
          after,
        });
      });
      return ok(after);
    },
  );

  app.post(
    '/agent-contracts/offers',
    {
      schema: {
        tags,
        security,
        summary: 'Offer terms to a top-level agent (the house is its upline)',
        body: contractOfferRequestSchema,
        response: replies(contractVersionSchema),
      },
    },
    async (request) => {
      const actor = authorize(request, Can.editConfig);
      const merchant = (await merchantById(db, actor.merchantId))!;
      return ok(await offerHouseContract(db, merchant, actor, request.body));
    },
  );

  app.get(
    '/agent-payout-runs',
    {
      schema: {
        tags,
        security,
        summary: 'The latest paid periods with their totals',
        response: replies(payoutRunsSchema),
      },
    },
    async (request) => ok({ runs: await latestRuns(db, operatorOf(request).merchantId) }),
  );

  app.post(
    '/agent-payout-runs/preview',
    {
      schema: {
        tags,
        security,
        summary: 'What a run of the period holding `at` would pay each agent; writes nothing',
        body: payoutPreviewRequestSchema,
        response: replies(payoutPreviewSchema),
      },
    },
    async (request) => {
      const merchant = (await merchantById(db, operatorOf(request).merchantId))!;
      return ok(await previewPayouts(db, merchant, request.body));
    },
  );
};
