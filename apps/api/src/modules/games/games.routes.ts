import { gamesEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { merchantOf } from '../../plugins/merchant.js';
import {
  memberOf,
  memberSecurity,
  refuseTrial,
  requireMember,
} from '../../plugins/member-session.js';
import type { GameCatalogue } from './game-catalogue.js';
import * as games from './games.service.js';

export const gamesRoutes: FastifyPluginAsyncZod<{ catalogue: GameCatalogue }> = async (
  app,
  { catalogue },
) => {
  const listed = (request: Parameters<typeof merchantOf>[0]) =>
    games.catalogueOf(catalogue, merchantOf(request));
  // Recent games and favourites are a real account's (SPEC §5): a trial account is refused.
  const signedIn = requireMember(app.sessions);
  const member = {
    preHandler: async (request: Parameters<typeof signedIn>[0]) => {
      await signedIn(request);
      refuseTrial(memberOf(request));
    },
    security: memberSecurity,
  };

  endpointRoute(app, calls.vendors, {}, (_, request) =>
    games.vendorGroups(app.db, catalogue, merchantOf(request)),
  );
  endpointRoute(app, calls.gameTypes, {}, async (_, request) => {
    const merchant = merchantOf(request);
    return {
      currency: merchant.currency,
      currencyExponent: merchant.currency_exponent,
      types: (await listed(request)).types(),
    };
  });
  endpointRoute(app, calls.gameList, {}, async ({ query }, request) =>
    games.gameList(await listed(request), query),
  );
  endpointRoute(app, calls.hotGames, {}, async ({ query }, request) =>
    games.hotGames(await listed(request), query),
  );
  endpointRoute(app, calls.recentGames, member, async ({ query }, request) =>
    games.recentGames(app.db, await listed(request), memberOf(request).memberId, query),
  );
  endpointRoute(app, calls.favouriteGames, member, async ({ query }, request) =>
    games.favouriteGames(app.db, await listed(request), memberOf(request).memberId, query),
  );
  endpointRoute(app, calls.changeFavourite, member, async ({ body }, request) =>
    games.changeFavourite(app.db, await listed(request), memberOf(request).memberId, body),
  );
};
