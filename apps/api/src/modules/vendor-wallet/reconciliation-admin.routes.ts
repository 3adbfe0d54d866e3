import {
  ErrorCode,
  reconciliationDetailSchema,
  reconciliationIdParamSchema,
  reconciliationsPageSchema,
  reconciliationsQuerySchema,
  type Reconciliation,
} from '@sorteo/shared';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import type { VendorReconciliationTable } from '../../db/schema-games.js';
import { ok, replies } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { operatorSecurity as security } from '../operators/index.js';

const view = (r: Selectable<VendorReconciliationTable> & { day_text: string }): Reconciliation => ({
  id: Number(r.id),
  vendor: r.vendor_code,
  day: r.day_text,
  status: r.status,
  compared: r.compared,
  differences: r.differences,
  totals: r.totals,
  problem: r.problem,
  ranAt: r.ran_at.getTime(),
});

/**
 * The daily reconciliation of each vendor, for operators (docs/games.md, "Reconciliation"):
 * every run with its totals on both sides, and a run's differences. Every operator may read.
 */
export const reconciliationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: games'];
  const runs = () =>
    app.db
      .selectFrom('vendor_reconciliation')
      .selectAll()
      .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day_text'));

  app.get(
    '/games/reconciliations',
    {
      schema: {
        tags,
        security,
        summary: "Each vendor's daily reconciliation runs, newest day first",
        querystring: reconciliationsQuerySchema,
        response: replies(reconciliationsPageSchema),
      },
    },
    async (request) => {
      const { vendor, status, pageNo, pageSize } = request.query;
      let query = runs();
      if (vendor) query = query.where('vendor_code', '=', vendor);
      if (status) query = query.where('status', '=', status);
      const [rows, count] = await Promise.all([
        query
          .orderBy('day', 'desc')
          .orderBy('vendor_code')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        query
          .clearSelect()
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.n);
      return ok({ list: rows.map(view), total, totalPages: Math.ceil(total / pageSize) });
    },
  );

  app.get(
    '/games/reconciliations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One reconciliation run with every difference it found',
        params: reconciliationIdParamSchema,
        response: replies(reconciliationDetailSchema),
      },
    },
    async (request) => {
      const run = await runs().where('id', '=', request.params.id).executeTakeFirst();
      if (!run) throw new AppError(404, ErrorCode.NotFound, 'No such reconciliation run');
      const differences = await app.db
        .selectFrom('vendor_reconciliation_difference')
        .select(['kind', 'reference', 'ours', 'theirs'])
        .where('reconciliation_id', '=', request.params.id)
        .orderBy('id')
        .execute();
      return ok({
        ...view(run),
        list: differences.map((d) => ({
          kind: d.kind,
          reference: d.reference,
          ours: d.ours as Record<string, unknown> | null,
          theirs: d.theirs as Record<string, unknown> | null,
        })),
      });
    },
  );
};
