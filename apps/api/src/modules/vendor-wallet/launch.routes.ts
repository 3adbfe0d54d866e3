import { gamesEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { merchantOf } from '../../plugins/merchant.js';
import { memberSecurity, optionalMember } from '../../plugins/member-session.js';
import type { GameCatalogue } from '../games/index.js';
import { launchGame, type LaunchDeps } from './launch.service.js';

/** Launching a game: signed in for real play; without a session, demo where offered. */
export const launchRoutes: FastifyPluginAsyncZod<{ catalogue: GameCatalogue }> = async (
  app,
  { catalogue },
) => {
  const deps: LaunchDeps = { db: app.db, config: app.config, catalogue, now: () => new Date() };
  const signedInIfAny = { preHandler: optionalMember(app.sessions), security: memberSecurity };
  endpointRoute(app, calls.launchGame, signedInIfAny, ({ body }, request) =>
    launchGame(deps, merchantOf(request), request.member, body),
  );
  endpointRoute(app, calls.launchAddress, signedInIfAny, ({ query }, request) =>
    launchGame(deps, merchantOf(request), request.member, {
      ...query,
      demo: query.demo === 'true',
    }),
  );
};
