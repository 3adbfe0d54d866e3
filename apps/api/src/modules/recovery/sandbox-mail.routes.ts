import { ErrorCode, sandboxMailQuerySchema, sandboxMailSchema } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { authorize, Can, operatorSecurity as security } from '../operators/index.js';
import { listOutboxMail } from './mail/mail-outbox.repo.js';

/** Operator route (under /admin): what the mail sandbox kept, for demos and browser tests. */
export const sandboxMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    '/sandbox/mail',
    {
      schema: {
        tags: ['admin: sandbox'],
        security,
        summary: "The mail sandbox's latest messages of this merchant, newest first",
        querystring: sandboxMailQuerySchema,
        response: replies(z.array(sandboxMailSchema)),
      },
    },
    async (request) => {
      if (config.recovery.smtpUrl) {
        throw new AppError(404, ErrorCode.NotFound, 'Mail goes out by SMTP; there is no sandbox');
      }
      const rows = await listOutboxMail(
        db,
        authorize(request, Can.manageOperators).merchantId,
        request.query,
      );
      return ok(
        rows.map((r) => ({
          id: Number(r.id),
          to: r.to_address,
          subject: r.subject,
          text: r.text_body,
          html: r.html_body,
          sentAt: new Date(r.created_at).getTime(),
        })),
      );
    },
  );
};
