import { gamesEndpoints as calls } from '@sorteo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { merchantOf } from '../../plugins/merchant.js';
import { memberOf, memberSecurity, requireMember } from '../../plugins/member-session.js';
import { myRound, myRounds } from './rounds.service.js';

/** The player's vendor rounds in the betting record (session). */
export const roundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { preHandler: requireMember(app.sessions), security: memberSecurity };
  endpointRoute(app, calls.rounds, member, ({ query }, request) => {
    const merchant = merchantOf(request);
    const language = readerLanguage(request.headers['accept-language'], merchant);
    return myRounds(app.db, merchant, memberOf(request).memberId, query, language);
  });
  endpointRoute(app, calls.round, member, ({ params }, request) => {
    const merchant = merchantOf(request);
    const language = readerLanguage(request.headers['accept-language'], merchant);
    return myRound(app.db, merchant, memberOf(request).memberId, params.roundRef, language);
  });
};
