// Encrypts a call's body the way docs/encrypted-calls.md describes, for benches acting as
// third-party clients: RSA-OAEP (SHA-256) wraps a fresh AES-256-GCM key per request.
import {
  constants,
  createCipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';

/** @param {{ keyId: string, publicKey: string }} key from GET /wps/system/encryption-key */
export function seal(key, method, path, payload) {
  const plaintext = { payload, nonce: randomBytes(16).toString('base64url'), ts: Date.now() };
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(`${method.toUpperCase()} ${path.split('?')[0]}`, 'utf8'));
  const data = Buffer.concat([
    cipher.update(JSON.stringify(plaintext), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const publicKey = createPublicKey({
    key: Buffer.from(key.publicKey, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const wrapped = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  return {
    encrypted: {
      keyId: key.keyId,
      key: wrapped.toString('base64'),
      iv: iv.toString('base64'),
      data: data.toString('base64'),
    },
  };
}
