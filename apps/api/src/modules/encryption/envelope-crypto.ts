import {
  constants,
  createDecipheriv,
  createHash,
  createPublicKey,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { encryptionParams, type EncryptedBody } from '@sorteo/shared';

const { aesKeyBytes, ivBytes, tagBytes } = encryptionParams;

/** Key ids are derived from the public key, so a configured key gets a stable id too. */
export function keyIdOf(publicKeyDer: Buffer): string {
  return createHash('sha256').update(publicKeyDer).digest('base64url').slice(0, 22);
}

/** SubjectPublicKeyInfo, DER, base64: what WebCrypto imports as `spki`. */
export function publicKeyDerOf(privateKey: KeyObject): Buffer {
  return createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
}

/**
 * Unwraps the AES key with RSA-OAEP (SHA-256, MGF1 SHA-256) and decrypts the data with
 * AES-256-GCM under `aad`. Every failure is the same null, so callers cannot leak which
 * step failed.
 */
export function openEnvelope(
  privateKey: KeyObject,
  sealed: EncryptedBody['encrypted'],
  aad: string,
): Buffer | null {
  try {
    const iv = Buffer.from(sealed.iv, 'base64');
    const data = Buffer.from(sealed.data, 'base64');
    if (iv.length !== ivBytes || data.length < tagBytes) return null;
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sealed.key, 'base64'),
    );
    if (aesKey.length !== aesKeyBytes) return null;
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: tagBytes });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - tagBytes));
    return Buffer.concat([
      decipher.update(data.subarray(0, data.length - tagBytes)),
      decipher.final(),
    ]);
  } catch {
    return null;
  }
}
