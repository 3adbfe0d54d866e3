import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * A six-digit code has only a million values, so a plain hash is reversed at once. A salted
 * scrypt makes reading a live code out of a copy of the database cost hours of CPU, longer
 * than a code lives.
 */
const cost: ScryptOptions = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SCHEME = 'scrypt1';

function derive(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(code, salt, KEY_LENGTH, cost, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function digestCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(code, salt);
  return `${SCHEME}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function codeMatches(digest: string, code: string): Promise<boolean> {
  const [scheme, salt, expected] = digest.split('$');
  if (scheme !== SCHEME || !salt || !expected) return false;
  const key = await derive(code, Buffer.from(salt, 'base64url'));
  const want = Buffer.from(expected, 'base64url');
  return key.length === want.length && timingSafeEqual(key, want);
}
