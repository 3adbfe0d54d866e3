import multipart from '@fastify/multipart';
import {
  ErrorCode,
  idParamSchema,
  PROOF_IMAGE_MAX_BYTES,
  withdrawalConfirmationFieldsSchema,
  withdrawalSchema,
} from '@sorteo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { ok, replies } from '../../lib/envelope.js';
import { readProofForm } from '../../lib/proof-form.js';
import { merchantOf } from '../../plugins/merchant.js';
import {
  memberOf,
  memberSecurity as security,
  requireMember,
} from '../../plugins/member-session.js';
import { confirmWithdrawal, type Confirmation } from './withdrawal-confirmation.service.js';

/** Reads `outcome` and an optional `proof` file; anything over the size limit is refused. */
async function readConfirmation(request: FastifyRequest): Promise<Confirmation> {
  if (!request.isMultipart()) {
    throw new AppError(400, ErrorCode.ValidationFailed, 'body: multipart/form-data expected', {
      field: 'body',
      issues: [{ field: 'body', rule: 'multipart', message: 'multipart/form-data expected' }],
    });
  }
  const { fields, proof } = await readProofForm(request);
  const parsed = withdrawalConfirmationFieldsSchema.parse(fields);
  return { outcome: parsed.outcome, proof };
}

/** POST /wps/withdrawals/:id/confirmation — the only multipart route of the module. */
export const withdrawalConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  await app.register(multipart, {
    limits: { fileSize: PROOF_IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024 },
  });

  app.post(
    '/wps/withdrawals/:id/confirmation',
    {
      preHandler: requireMember(app.sessions),
      schema: {
        tags: ['withdrawals'],
        security,
        summary:
          'Answers a paid withdrawal (multipart): outcome received, full_amount_paid, or not_received with a proof image',
        params: idParamSchema,
        response: replies(withdrawalSchema),
      },
    },
    async (request) => {
      const confirmation = await readConfirmation(request);
      return ok(
        await confirmWithdrawal(
          db,
          merchantOf(request).id,
          memberOf(request),
          request.params.id,
          confirmation,
        ),
      );
    },
  );
};
