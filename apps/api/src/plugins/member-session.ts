import { AccountType, agentAccountTypes, ErrorCode } from '@sorteo/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import type { MemberSession, SessionLookup } from '../modules/members/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** How requests find their member (`SessionLookup`), created in `buildApp`. */
    sessions: SessionLookup;
  }
  interface FastifyRequest {
    /** The signed-in member of a player route that asked for one (`requireMember`). */
    member: MemberSession | null;
  }
}

/** The docs' name for the member bearer token. */
export const memberSecurity = [{ memberToken: [] }];

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function memberSessionPlugin(app: FastifyInstance, sessions: SessionLookup): void {
  app.decorate('sessions', sessions);
  app.decorateRequest('member', null);
}

/**
 * preHandler for member routes: the bearer token must name a live session of this
 * merchant. Looked up only where a route needs it, so public routes pay nothing.
 */
export function requireMember(sessions: SessionLookup) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const merchantId = request.merchant?.id;
    const member =
      token && merchantId !== undefined ? await sessions.authenticate(merchantId, token) : null;
    if (!member) throw new AppError(401, ErrorCode.Unauthorized, 'Not logged in, please login');
    request.member = member;
  };
}

/**
 * preHandler for routes open to visitors that answer members differently: a live bearer
 * token fills `request.member`; none, or one no longer live, leaves it null.
 */
export function optionalMember(sessions: SessionLookup) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const merchantId = request.merchant?.id;
    if (token && merchantId !== undefined) {
      request.member = await sessions.authenticate(merchantId, token);
    }
  };
}

export function memberOf(request: FastifyRequest): MemberSession {
  if (!request.member)
    throw new AppError(401, ErrorCode.Unauthorized, 'Not logged in, please login');
  return request.member;
}

/** Trial (free play) accounts hold demo money only: money calls and security settings refuse them. */
export function refuseTrial(session: MemberSession): void {
  if (session.type === AccountType.Trial) {
    throw new AppError(403, ErrorCode.TrialAccount, 'Please register a real account first');
  }
}

/**
 * preHandler for the agent side (SPEC §6): a signed-in member whose type is an agent's.
 * A trial account gets the trial refusal; any other non-agent NON_AGENT_ACCOUNT.
 */
export function requireAgent(sessions: SessionLookup) {
  const signedIn = requireMember(sessions);
  return async (request: FastifyRequest) => {
    await signedIn(request);
    const session = memberOf(request);
    refuseTrial(session);
    if (!agentAccountTypes.includes(session.type)) {
      throw new AppError(
        403,
        ErrorCode.NonAgentAccount,
        'Non-agents cannot log in to the agent side',
      );
    }
  };
}
