import { ErrorCode, type OperatorRole } from '@sorteo/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection.js';
import { coalescedReads } from '../../lib/coalesced-reads.js';
import { AppError } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { Actor } from '../audit/index.js';
import { findLiveSessions } from './operators.repo.js';
import type { AuthenticatedOperator } from './operators.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    operator: AuthenticatedOperator | null;
  }
  interface FastifyContextConfig {
    /** Reachable without an operator session (login). */
    public?: boolean;
  }
}

/** The docs' name for the bearer token that `operatorAuthHook` asks for. */
export const operatorSecurity = [{ operatorToken: [] }];

/** Who may change what; reading is open to every role. */
export const Can = {
  editContent: ['owner', 'operator', 'editor'],
  editConfig: ['owner', 'operator'],
  manageOperators: ['owner'],
  /** Approve deposits, pay withdrawals, adjust wallets. */
  moveMoney: ['owner', 'operator'],
} as const satisfies Record<string, readonly OperatorRole[]>;

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Checks the bearer token of every operator request. Concurrent requests share the session
 * query (nothing is cached, so a revoked or expired session is refused at once).
 */
export function operatorAuthHook(db: Db) {
  const liveSession = coalescedReads((hashes) => findLiveSessions(db, hashes));
  return async (request: FastifyRequest) => {
    if (request.routeOptions.config.public) return;
    const token = bearer(request);
    const row = token ? await liveSession(hashToken(token)) : undefined;
    if (!row) throw new AppError(401, ErrorCode.Unauthorized, 'Operator session required');
    request.operator = {
      id: row.id,
      username: row.username,
      role: row.role as OperatorRole,
      merchantCode: row.merchant_code,
      merchantId: row.merchant_id,
      sessionId: row.session_id,
    };
  };
}

export function operatorOf(request: FastifyRequest): AuthenticatedOperator {
  if (!request.operator)
    throw new AppError(401, ErrorCode.Unauthorized, 'Operator session required');
  return request.operator;
}

/** The operator, after checking the role may do this; their merchant scopes every query. */
export function authorize(request: FastifyRequest, roles: readonly OperatorRole[]): Actor {
  const operator = operatorOf(request);
  if (!roles.includes(operator.role)) {
    throw new AppError(403, ErrorCode.Forbidden, 'Your role does not allow this change');
  }
  return actorOf(request);
}

export function actorOf(request: FastifyRequest): Actor {
  const operator = operatorOf(request);
  return {
    operatorId: operator.id,
    username: operator.username,
    merchantId: operator.merchantId,
    ip: request.clientIp,
  };
}
