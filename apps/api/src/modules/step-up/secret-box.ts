import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { storedTotpKey } from './totp-keys.repo.js';

/**
 * Authenticator secrets are sealed with AES-256-GCM. The key comes from TOTP_ENCRYPTION_KEY,
 * else one generated on first use and kept in the database (as the encrypted-call keys
 * are). Each secret records which key sealed it, so setting the variable later keeps the
 * secrets sealed under the stored key readable.
 */
export type Sealed = { sealed: string; keyId: string };

type Key = { id: string; material: Buffer };

const keyOf = (material: Buffer): Key => ({
  id: createHash('sha256').update(material).digest('base64url').slice(0, 16),
  material,
});

// The stored key never changes once written, so each database is read once.
const storedKeys = new WeakMap<Db, Promise<Key>>();

function storedKey(db: Db): Promise<Key> {
  let key = storedKeys.get(db);
  if (!key) {
    key = storedTotpKey(db, randomBytes(32).toString('base64'), new Date()).then((b64) =>
      keyOf(Buffer.from(b64, 'base64')),
    );
    key.catch(() => storedKeys.delete(db));
    storedKeys.set(db, key);
  }
  return key;
}

/** The secret belongs to one member: the additional data stops a row being moved to another. */
const aadFor = (memberId: number) => Buffer.from(`member_totp:${memberId}`, 'utf8');

export async function sealSecret(
  db: Db,
  configured: Buffer | null,
  memberId: number,
  secret: Buffer,
): Promise<Sealed> {
  const key = configured ? keyOf(configured) : await storedKey(db);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.material, iv);
  cipher.setAAD(aadFor(memberId));
  const data = Buffer.concat([iv, cipher.update(secret), cipher.final(), cipher.getAuthTag()]);
  return { sealed: data.toString('base64'), keyId: key.id };
}

/** Throws when the key that sealed it is gone or the data was altered. */
export async function openSecret(
  db: Db,
  configured: Buffer | null,
  memberId: number,
  box: Sealed,
): Promise<Buffer> {
  const candidates = configured ? [keyOf(configured)] : [];
  if (!candidates.some((k) => k.id === box.keyId)) candidates.push(await storedKey(db));
  const key = candidates.find((k) => k.id === box.keyId);
  if (!key) throw new Error(`authenticator secret sealed with unknown key ${box.keyId}`);
  const data = Buffer.from(box.sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key.material, data.subarray(0, 12));
  decipher.setAAD(aadFor(memberId));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]);
}
