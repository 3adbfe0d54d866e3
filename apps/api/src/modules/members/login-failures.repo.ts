import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export type FailureScope = 'account' | 'ip';
export type FailureKey = { merchantId: number; scope: FailureScope; key: string };

export function findFailureCounters(db: Db, merchantId: number, keys: FailureKey[]) {
  return db
    .selectFrom('login_failure')
    .select(['scope', 'window_start', 'failures', 'locked_until'])
    .where('merchant_id', '=', merchantId)
    .where((eb) =>
      eb.or(keys.map((k) => eb.and([eb('scope', '=', k.scope), eb('key', '=', k.key)]))),
    )
    .execute();
}

/**
 * Counts one failure in one statement, so concurrent failures never lose a count: a window
 * that has run out starts again at 1, and reaching `lockAfter` locks until `lockUntil`.
 */
export async function countFailure(
  db: Db,
  k: FailureKey,
  at: { now: Date; windowStartsAfter: Date; lockAfter: number; lockUntil: Date },
): Promise<{ failures: number }> {
  const stale = sql<boolean>`login_failure.window_start <= ${at.windowStartsAfter}::timestamptz`;
  const failures = sql<number>`case when ${stale} then 1 else login_failure.failures + 1 end`;
  return db
    .insertInto('login_failure')
    .values({
      merchant_id: k.merchantId,
      scope: k.scope,
      key: k.key,
      window_start: at.now,
      failures: 1,
      locked_until: at.lockAfter <= 1 ? at.lockUntil : null,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'scope', 'key']).doUpdateSet({
        window_start: sql`case when ${stale} then ${at.now}::timestamptz else login_failure.window_start end`,
        failures,
        locked_until: sql`case when ${failures} >= ${at.lockAfter}
          then ${at.lockUntil}::timestamptz else login_failure.locked_until end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
}

export async function clearFailures(db: Db, k: FailureKey): Promise<void> {
  await db
    .deleteFrom('login_failure')
    .where('merchant_id', '=', k.merchantId)
    .where('scope', '=', k.scope)
    .where('key', '=', k.key)
    .execute();
}
