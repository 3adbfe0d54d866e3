import { ErrorCode, type Operator, type OperatorRole } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { recordChange, type Actor } from '../audit/index.js';
import * as repo from './operators.repo.js';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export type AuthenticatedOperator = Operator & { merchantId: number; sessionId: number };

/** Verified against when the username is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

const invalidCredentials = () =>
  new AppError(401, ErrorCode.InvalidCredentials, 'Invalid username or password');

const toOperator = (r: {
  id: number;
  username: string;
  role: string;
  merchant_code: string;
}): Operator => ({
  id: r.id,
  username: r.username,
  role: r.role as OperatorRole,
  merchantCode: r.merchant_code,
});

export async function login(
  db: Db,
  input: { username: string; password: string; ip: string },
): Promise<{ token: string; operator: Operator }> {
  const found = await repo.findOperatorByUsername(db, input.username);
  const ok = await verifyPassword(found?.password_hash ?? (await decoy()), input.password);
  if (!found || !ok || found.disabled) throw invalidCredentials();

  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await repo.insertSession(trx, {
      operatorId: found.id,
      tokenHash: hashToken(token),
      ip: input.ip,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    await repo.touchLastLogin(trx, found.id);
    await recordChange(
      trx,
      {
        operatorId: found.id,
        username: found.username,
        merchantId: found.merchant_id,
        ip: input.ip,
      },
      { action: 'session.login', targetType: 'operator', targetId: found.id },
    );
  });
  return { token, operator: toOperator(found) };
}

export async function authenticate(db: Db, token: string): Promise<AuthenticatedOperator | null> {
  const row = await repo.findLiveSession(db, hashToken(token));
  if (!row) return null;
  return { ...toOperator(row), merchantId: row.merchant_id, sessionId: row.session_id };
}

export function logout(db: Db, actor: Actor, sessionId: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await repo.revokeSession(trx, sessionId);
    await recordChange(trx, actor, {
      action: 'session.logout',
      targetType: 'operator',
      targetId: actor.operatorId,
    });
  });
}

/** The operator with this username (any case), with its merchant's code; undefined when none. */
export const findOperatorByUsername = (db: Db, username: string) =>
  repo.findOperatorByUsername(db, username);

export async function listOperators(db: Db, merchantId: number): Promise<Operator[]> {
  return (await repo.listOperators(db, merchantId)).map(toOperator);
}

/**
 * Usernames are unique across merchants (case-insensitively) because login names no merchant.
 * `actor` is the operator creating this one, or `commandLineActor` for `npm run admin:create`.
 */
export async function createOperator(
  db: Db,
  input: { merchantId: number; username: string; password: string; role: OperatorRole },
  actor: Actor,
): Promise<Operator> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    if (await repo.findOperatorByUsername(trx, input.username)) {
      throw new AppError(409, ErrorCode.Conflict, `Operator "${input.username}" already exists`, {
        field: 'username',
      });
    }
    await repo.insertOperator(trx, { ...input, passwordHash });
    const row = await repo.findOperatorByUsername(trx, input.username);
    if (!row) throw new Error('operator vanished after insert');
    const operator = toOperator(row);
    await recordChange(trx, actor, {
      action: 'operator.create',
      targetType: 'operator',
      targetId: row.id,
      after: operator,
    });
    return operator;
  });
}
