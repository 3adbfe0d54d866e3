import type { Db } from '../../db/connection.js';

export type StoredKey = {
  generation: number;
  keyId: string;
  publicKey: string;
  privateKeyPem: string;
  createdAt: Date;
};

export type KeyForDecrypt = {
  privateKeyPem: string;
  /** When a newer key took over; null while this one is current. */
  supersededAt: Date | null;
};

export async function latestKey(db: Db): Promise<StoredKey | null> {
  const row = await db
    .selectFrom('encryption_key')
    .select(['generation', 'key_id', 'public_key', 'private_key', 'created_at'])
    .orderBy('generation', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        generation: row.generation,
        keyId: row.key_id,
        publicKey: row.public_key,
        privateKeyPem: row.private_key,
        createdAt: new Date(row.created_at),
      }
    : null;
}

export async function keyForDecrypt(db: Db, keyId: string): Promise<KeyForDecrypt | null> {
  const row = await db
    .selectFrom('encryption_key as k')
    .select((eb) => [
      'k.private_key',
      eb
        .selectFrom('encryption_key as n')
        .whereRef('n.generation', '>', 'k.generation')
        .select((n) => n.fn.min('n.created_at').as('at'))
        .as('superseded_at'),
    ])
    .where('k.key_id', '=', keyId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    privateKeyPem: row.private_key,
    supersededAt: row.superseded_at ? new Date(row.superseded_at) : null,
  };
}

/** False when another process took this generation first. */
export async function insertKey(db: Db, key: StoredKey): Promise<boolean> {
  const inserted = await db
    .insertInto('encryption_key')
    .values({
      generation: key.generation,
      key_id: key.keyId,
      public_key: key.publicKey,
      private_key: key.privateKeyPem,
      created_at: key.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('generation')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Atomic: of two inserts of one nonce, exactly one returns true. */
export async function recordNonce(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('encryption_nonce')
    .values({ nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function purgeNonces(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('encryption_nonce')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
