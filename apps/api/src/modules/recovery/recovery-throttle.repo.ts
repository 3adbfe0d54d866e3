import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export type ThrottleKey = { merchantId: number; action: string; key: string };

/**
 * Counts one attempt in one statement, so concurrent attempts never lose a count; a window
 * that has run out starts again at 1. Answers the count within the current window.
 */
export async function countAttempt(
  db: Db,
  k: ThrottleKey,
  at: { now: Date; windowStartsAfter: Date },
): Promise<number> {
  const stale = sql<boolean>`recovery_throttle.window_start <= ${at.windowStartsAfter}::timestamptz`;
  const { hits } = await db
    .insertInto('recovery_throttle')
    .values({
      merchant_id: k.merchantId,
      action: k.action,
      key: k.key,
      window_start: at.now,
      hits: 1,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'action', 'key']).doUpdateSet({
        window_start: sql`case when ${stale} then ${at.now}::timestamptz else recovery_throttle.window_start end`,
        hits: sql`case when ${stale} then 1 else recovery_throttle.hits + 1 end`,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return hits;
}
