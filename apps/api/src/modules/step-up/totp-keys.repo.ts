import type { Db } from '../../db/connection.js';

/** The stored key, creating it from `candidate` when there is none yet; every process agrees. */
export async function storedTotpKey(db: Db, candidate: string, now: Date): Promise<string> {
  await db
    .insertInto('totp_key')
    .values({ id: 1, key_material: candidate, created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('totp_key')
    .select('key_material')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.key_material;
}
