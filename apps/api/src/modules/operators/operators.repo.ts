import { sql, type CompiledQuery } from 'kysely';
import type { Db } from '../../db/connection.js';
import { PREPARED } from '../../db/prepared-statements.js';

export function findOperatorByUsername(db: Db, username: string) {
  return db
    .selectFrom('operator')
    .innerJoin('merchant', 'merchant.id', 'operator.merchant_id')
    .selectAll('operator')
    .select('merchant.code as merchant_code')
    .where(sql<string>`lower(operator.username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function listOperators(db: Db, merchantId: number) {
  return db
    .selectFrom('operator')
    .innerJoin('merchant', 'merchant.id', 'operator.merchant_id')
    .selectAll('operator')
    .select('merchant.code as merchant_code')
    .where('operator.merchant_id', '=', merchantId)
    .orderBy('operator.id')
    .execute();
}

export function insertOperator(
  db: Db,
  values: { merchantId: number; username: string; passwordHash: string; role: string },
) {
  return db
    .insertInto('operator')
    .values({
      merchant_id: values.merchantId,
      username: values.username,
      password_hash: values.passwordHash,
      role: values.role,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function touchLastLogin(db: Db, operatorId: number) {
  return db
    .updateTable('operator')
    .set({ last_login_at: new Date() })
    .where('id', '=', operatorId)
    .execute();
}

export function insertSession(
  db: Db,
  values: { operatorId: number; tokenHash: string; ip: string; expiresAt: Date },
) {
  return db
    .insertInto('operator_session')
    .values({
      operator_id: values.operatorId,
      token_hash: values.tokenHash,
      ip: values.ip,
      expires_at: values.expiresAt,
    })
    .execute();
}

const liveSessions = (db: Db) =>
  db
    .selectFrom('operator_session')
    .innerJoin('operator', 'operator.id', 'operator_session.operator_id')
    .innerJoin('merchant', 'merchant.id', 'operator.merchant_id')
    .select([
      'operator_session.id as session_id',
      'operator_session.token_hash',
      'operator.id',
      'operator.username',
      'operator.role',
      'operator.merchant_id',
      'merchant.code as merchant_code',
    ])
    .where('operator_session.revoked_at', 'is', null)
    .where('operator_session.expires_at', '>', sql<Date>`now()`)
    .where('operator.disabled', '=', false);

/** A live session: not revoked, not expired, operator not disabled. */
export function findLiveSession(db: Db, tokenHash: string) {
  return liveSessions(db).where('operator_session.token_hash', '=', tokenHash).executeTakeFirst();
}

export type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/**
 * `findLiveSession` for several tokens in one query, by token hash. Every operator request
 * asks it, so its text is the same for any number of tokens (an array) and it runs as a
 * prepared statement on PostgreSQL.
 */
export async function findLiveSessions(
  db: Db,
  tokenHashes: string[],
): Promise<Map<string, LiveSession>> {
  const { query, at } = liveSessionsQuery(db);
  const parameters = [...query.parameters];
  parameters[at] = tokenHashes;
  const { rows } = await db.executeQuery<LiveSession>({ ...query, parameters });
  return new Map(rows.map((r) => [r.token_hash, r]));
}

const compiledLookups = new WeakMap<Db, { query: CompiledQuery; at: number }>();

/** Compiled once per database (building it was a few per cent of a busy server's time). */
function liveSessionsQuery(db: Db) {
  let found = compiledLookups.get(db);
  if (!found) {
    const hashes: string[] = [];
    const compiled = liveSessions(db)
      .where('operator_session.token_hash', '=', sql<string>`any(${hashes}::text[])`)
      .compile();
    const at = compiled.parameters.indexOf(hashes);
    if (at === -1) throw new Error('the token hashes are not a parameter of the look-up');
    found = { query: { ...compiled, sql: `${PREPARED}${compiled.sql}` }, at };
    compiledLookups.set(db, found);
  }
  return found;
}

export function revokeSession(db: Db, sessionId: number) {
  return db
    .updateTable('operator_session')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
