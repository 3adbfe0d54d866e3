import { fieldRuleInputSchema, fieldRuleParamSchema, fieldRulesSchema } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { fieldRules, setFieldRule } from '../merchants/index.js';
import { authorize, Can, operatorOf, operatorSecurity as security } from '../operators/index.js';

/** The registration field rules players get from `GET /wps/system/regValidata`. */
export const fieldRulesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin: settings'];

  app.get(
    '/settings/field-rules',
    { schema: { tags, security, response: replies(fieldRulesSchema) } },
    async (request) => ok(await fieldRules(db, operatorOf(request).merchantId)),
  );
  app.put(
    '/settings/field-rules/:field',
    {
      schema: {
        tags,
        security,
        summary: 'Set one registration field rule (pattern, lengths, shown, required)',
        params: fieldRuleParamSchema,
        body: fieldRuleInputSchema,
        response: replies(fieldRulesSchema),
      },
    },
    async (request) =>
      ok(
        await setFieldRule(
          db,
          authorize(request, Can.editConfig),
          request.params.field,
          request.body,
        ),
      ),
  );
};
