import {
  adminGameSchema,
  adminGamesPageSchema,
  adminGamesQuerySchema,
  adminVendorSchema,
  adminVendorsSchema,
  catalogueSyncResultSchema,
  ErrorCode,
  gameUpdateSchema,
  nodeIdParamSchema,
  vendorCodeParamSchema,
  vendorUpdateSchema,
} from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { authorize, Can, operatorOf, operatorSecurity as security } from '../operators/index.js';
import { recordChange } from '../audit/index.js';
import { CatalogueFetchError, syncVendor } from './catalogue-sync.js';
import type { GameCatalogue } from './game-catalogue.js';
import { adminGames, adminVendors, updateGame, updateVendor } from './games-admin.service.js';

/**
 * Operator game vendors and games (docs/games.md, "Operators"): every operator may read;
 * changes need `editConfig`, are audited, and count in the lobby at once (the catalogue
 * hears of them).
 */
export const gamesAdminRoutes: FastifyPluginAsyncZod<{ catalogue: GameCatalogue }> = async (
  app,
  { catalogue },
) => {
  const { db, config } = app;
  const tags = ['admin: games'];

  app.get(
    '/games/vendors',
    {
      schema: {
        tags,
        security,
        summary: 'Every game vendor, with how this brand lists it',
        response: replies(adminVendorsSchema),
      },
    },
    async (request) => ok(await adminVendors(db, config, operatorOf(request).merchantId)),
  );

  app.put(
    '/games/vendors/:code',
    {
      schema: {
        tags,
        security,
        summary: "Change a vendor's status, demo, framing hosts, or this brand's listing of it",
        params: vendorCodeParamSchema,
        body: vendorUpdateSchema,
        response: replies(adminVendorSchema),
      },
    },
    async (request) => {
      const actor = authorize(request, Can.editConfig);
      const answer = await updateVendor(db, config, actor, request.params.code, request.body);
      catalogue.changed();
      return ok(answer);
    },
  );

  app.post(
    '/games/vendors/:code/sync',
    {
      schema: {
        tags,
        security,
        summary: "Import the vendor's published game list now",
        params: vendorCodeParamSchema,
        response: replies(catalogueSyncResultSchema),
      },
    },
    async (request) => {
      const actor = authorize(request, Can.editConfig);
      const code = request.params.code;
      try {
        const outcome = await syncVendor(db, config, code, (trx, after) =>
          recordChange(trx, actor, {
            action: 'vendor.sync',
            targetType: 'vendor',
            targetId: code,
            after,
          }),
        );
        if (!outcome) throw new AppError(404, ErrorCode.NotFound, `No vendor ${code}`);
        catalogue.changed();
        return ok({ vendor: code, ...outcome });
      } catch (error) {
        if (!(error instanceof CatalogueFetchError)) throw error;
        throw new AppError(502, ErrorCode.VendorUnavailable, error.message);
      }
    },
  );

  app.get(
    '/games',
    {
      schema: {
        tags,
        security,
        summary: "The catalogue with this brand's overrides, filtered and paged",
        querystring: adminGamesQuerySchema,
        response: replies(adminGamesPageSchema),
      },
    },
    async (request) => ok(await adminGames(db, operatorOf(request).merchantId, request.query)),
  );

  app.put(
    '/games/:nodeId',
    {
      schema: {
        tags,
        security,
        summary: 'Hide a game, or override its sort, flags or names for this brand',
        params: nodeIdParamSchema,
        body: gameUpdateSchema,
        response: replies(adminGameSchema),
      },
    },
    async (request) => {
      const actor = authorize(request, Can.editConfig);
      const answer = await updateGame(db, actor, request.params.nodeId, request.body);
      catalogue.changed();
      return ok(answer);
    },
  );
};
