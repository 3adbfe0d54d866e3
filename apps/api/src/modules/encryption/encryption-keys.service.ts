import { createPrivateKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { encryptionAlgorithm, type EncryptionKey } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { keyIdOf, publicKeyDerOf } from './envelope-crypto.js';
import { insertKey, keyForDecrypt, latestKey, type StoredKey } from './encryption.repo.js';

/**
 * 3072 bits: NIST's 128-bit security level, good past 2030, where 2048 stops. It costs a
 * few milliseconds per decryption, small beside the password hash of the calls using it.
 */
export const rsaModulusBits = 3072;
/** A generated key is replaced after this long. */
export const keyLifetimeMs = 30 * 24 * 60 * 60_000;
/** A replaced key still opens envelopes for this long, for clients holding it. */
export const keyGraceMs = 24 * 60 * 60_000;

const generateRsa = promisify(generateKeyPair);

/** A key as published, less the server time the route adds. */
export type PublishedKey = Omit<EncryptionKey, 'serverTime'>;

export type EncryptionKeys = {
  /** The key clients should encrypt to; generated or renewed as needed. */
  current: (now?: Date) => Promise<PublishedKey>;
  /** The private key for this id, or null when unknown or past its grace period. */
  forDecrypt: (keyId: string, now?: Date) => Promise<KeyObject | null>;
  /** Makes a new current key; the previous one enters its grace period at `now`. */
  rotate: (now?: Date) => Promise<PublishedKey>;
};

function published(keyId: string, publicKey: string): PublishedKey {
  return { keyId, algorithm: encryptionAlgorithm, publicKey };
}

/** One key given by the operator (ENCRYPTION_PRIVATE_KEY): never generated nor rotated here. */
function configuredKeys(pem: string): EncryptionKeys {
  const privateKey = createPrivateKey(pem);
  const der = publicKeyDerOf(privateKey);
  const key = published(keyIdOf(der), der.toString('base64'));
  return {
    current: async () => key,
    forDecrypt: async (keyId) => (keyId === key.keyId ? privateKey : null),
    rotate: async () => {
      throw new Error('The key comes from ENCRYPTION_PRIVATE_KEY; rotate it there');
    },
  };
}

/** Key pairs generated on first use and kept in the database, shared by every process. */
function storedKeys(db: Db): EncryptionKeys {
  // Parsing a PEM costs more than the lookup; rows never change, so parsed keys stay.
  const parsed = new Map<string, KeyObject>();
  let renewing: Promise<PublishedKey> | null = null;

  const parse = (keyId: string, pem: string): KeyObject => {
    let key = parsed.get(keyId);
    if (!key) parsed.set(keyId, (key = createPrivateKey(pem)));
    return key;
  };

  /**
   * Takes the generation after `seen`, the newest key when the caller looked. When another
   * process took it first, its key is used rather than a second new one.
   */
  const create = async (now: Date, seen: StoredKey | null): Promise<PublishedKey> => {
    const { privateKey } = await generateRsa('rsa', { modulusLength: rsaModulusBits });
    const der = publicKeyDerOf(privateKey);
    const key: StoredKey = {
      generation: (seen?.generation ?? 0) + 1,
      keyId: keyIdOf(der),
      publicKey: der.toString('base64'),
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      createdAt: now,
    };
    if (await insertKey(db, key)) return published(key.keyId, key.publicKey);
    const winner = await latestKey(db);
    if (!winner) throw new Error('encryption key vanished while renewing');
    return published(winner.keyId, winner.publicKey);
  };

  const renew = (now: Date, seen: StoredKey | null): Promise<PublishedKey> => {
    renewing ??= create(now, seen).finally(() => (renewing = null));
    return renewing;
  };

  return {
    rotate: async (now = new Date()) => renew(now, await latestKey(db)),
    current: async (now = new Date()) => {
      const latest = await latestKey(db);
      if (latest && now.getTime() - latest.createdAt.getTime() < keyLifetimeMs) {
        return published(latest.keyId, latest.publicKey);
      }
      return renew(now, latest);
    },
    forDecrypt: async (keyId, now = new Date()) => {
      const stored = await keyForDecrypt(db, keyId);
      if (!stored) return null;
      if (stored.supersededAt && now.getTime() - stored.supersededAt.getTime() > keyGraceMs) {
        return null;
      }
      return parse(keyId, stored.privateKeyPem);
    },
  };
}

export function createEncryptionKeys(db: Db, configuredPem: string | null): EncryptionKeys {
  return configuredPem ? configuredKeys(configuredPem) : storedKeys(db);
}
