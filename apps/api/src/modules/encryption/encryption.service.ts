import {
  encryptedBodySchema,
  encryptionParams,
  ErrorCode,
  sealedPlaintextSchema,
  type EncryptionKey,
  type SealedPlaintext,
} from '@sorteo/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { createEncryptionKeys, type EncryptionKeys } from './encryption-keys.service.js';
import { purgeNonces, recordNonce } from './encryption.repo.js';
import { openEnvelope } from './envelope-crypto.js';

/** Expired nonces are swept at most this often per process, on the back of a call. */
const purgeEveryMs = 60_000;

export type EncryptionService = {
  keys: EncryptionKeys;
  /** The payload of an encrypted body made for `aad`; refuses anything else. */
  open: (body: unknown, aad: string, now?: number) => Promise<unknown>;
  publicKey: () => Promise<EncryptionKey>;
};

const encryptionRequired = () =>
  new AppError(400, ErrorCode.EncryptionRequired, 'This call accepts encrypted bodies only');
// One message for every way an envelope fails to open: no oracle for the sender.
const decryptionFailed = () =>
  new AppError(400, ErrorCode.DecryptionFailed, 'The encrypted body could not be opened');

function hasEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'encrypted' in body;
}

function parsePlaintext(bytes: Buffer): SealedPlaintext | null {
  try {
    const parsed = sealedPlaintextSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createEncryptionService(db: Db, config: Config): EncryptionService {
  const keys = createEncryptionKeys(db, config.encryptionPrivateKey);
  let lastPurge = 0;

  const purgeOccasionally = async (now: number) => {
    if (now - lastPurge < purgeEveryMs) return;
    lastPurge = now;
    await purgeNonces(db, new Date(now));
  };

  const open = async (body: unknown, aad: string, now = Date.now()): Promise<unknown> => {
    if (!hasEnvelope(body)) throw encryptionRequired();
    const envelope = encryptedBodySchema.safeParse(body);
    if (!envelope.success) throw decryptionFailed();
    const { encrypted } = envelope.data;

    const privateKey = await keys.forDecrypt(encrypted.keyId, new Date(now));
    if (!privateKey) {
      throw new AppError(
        400,
        ErrorCode.EncryptionKeyUnknown,
        'Unknown or retired encryption key; fetch the current key and encrypt again',
      );
    }
    const plaintext = openEnvelope(privateKey, encrypted, aad);
    const sealed = plaintext && parsePlaintext(plaintext);
    if (!sealed) throw decryptionFailed();

    if (Math.abs(now - sealed.ts) > encryptionParams.maxClockSkewMs) {
      throw new AppError(400, ErrorCode.StaleRequest, 'The request time is outside the window');
    }
    // Remembered until its ts leaves the window; from then on the ts check refuses it.
    const expiresAt = new Date(sealed.ts + encryptionParams.maxClockSkewMs);
    if (!(await recordNonce(db, sealed.nonce, expiresAt))) {
      throw new AppError(409, ErrorCode.ReplayedRequest, 'This request was already received');
    }
    await purgeOccasionally(now);
    return sealed.payload;
  };

  const publicKey = async (): Promise<EncryptionKey> => ({
    ...(await keys.current()),
    serverTime: Date.now(),
  });

  return { keys, open, publicKey };
}
