import {
  constants,
  createCipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import { encryptionAad, type EncryptedBody, type EncryptionKey } from '@sorteo/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type SealOptions = {
  /** Epoch ms sealed into the plaintext; now by default. */
  ts?: number;
  nonce?: string;
  /** Seal this instead of `{ payload, nonce, ts }`, to test malformed plaintexts. */
  plaintext?: unknown;
};

/** The server's current public key, as a client fetches it. */
export async function fetchEncryptionKey(app: FastifyInstance): Promise<EncryptionKey> {
  const res = await app.inject({ method: 'GET', url: '/wps/system/encryption-key' });
  if (res.statusCode !== 200) throw new Error(`encryption key: ${res.statusCode} ${res.body}`);
  return res.json().value as EncryptionKey;
}

/** Encrypts a call's body as docs/encrypted-calls.md says, independently of the server code. */
export function seal(
  key: Pick<EncryptionKey, 'keyId' | 'publicKey'>,
  method: string,
  path: string,
  payload: unknown,
  options: SealOptions = {},
): EncryptedBody {
  const plaintext = options.plaintext ?? {
    payload,
    nonce: options.nonce ?? randomBytes(16).toString('base64url'),
    ts: options.ts ?? Date.now(),
  };
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(encryptionAad(method, path), 'utf8'));
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
  const wrappedKey = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  return {
    encrypted: {
      keyId: key.keyId,
      key: wrappedKey.toString('base64'),
      iv: iv.toString('base64'),
      data: data.toString('base64'),
    },
  };
}

export type EncryptedCall = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
  /** The key to seal to; fetched from the app when not given. */
  key?: Pick<EncryptionKey, 'keyId' | 'publicKey'>;
};

/** Sends one encrypted call through `app.inject`. */
export async function injectEncrypted(
  app: FastifyInstance,
  call: EncryptedCall,
): Promise<LightMyRequestResponse> {
  const key = call.key ?? (await fetchEncryptionKey(app));
  return app.inject({
    method: call.method,
    url: call.url,
    headers: call.headers ?? {},
    payload: seal(key, call.method, call.url, call.payload),
    ...(call.remoteAddress ? { remoteAddress: call.remoteAddress } : {}),
  });
}
