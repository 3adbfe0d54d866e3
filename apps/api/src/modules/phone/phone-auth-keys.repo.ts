import type { Db } from '../../db/connection.js';

export function oldestPhoneAuthKey(db: Db) {
  return db
    .selectFrom('phone_auth_key')
    .select(['kid', 'private_jwk'])
    .orderBy('created_at')
    .orderBy('kid')
    .limit(1)
    .executeTakeFirst();
}

export async function insertPhoneAuthKey(
  db: Db,
  row: { kid: string; privateJwk: string; at: Date },
): Promise<void> {
  await db
    .insertInto('phone_auth_key')
    .values({ kid: row.kid, private_jwk: row.privateJwk, created_at: row.at })
    .execute();
}
