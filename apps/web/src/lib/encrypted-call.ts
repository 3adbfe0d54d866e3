import type { CallInput, ResponseOf } from '@sorteo/shared/contract/endpoint';
import { encryptionEndpoints } from '@sorteo/shared/contract/encryption-endpoints';
import {
  encryptionAad,
  encryptionAlgorithm,
  encryptionParams,
  type EncryptedBody,
} from '@sorteo/shared/contract/encryption';
import { pathOf, type Route } from '@sorteo/shared/contract/route';
import { ApiError, call } from './api-client';

/** Encrypted calls as docs/encrypted-calls.md describes them, with the browser's WebCrypto. */

type ServerKey = { keyId: string; key: CryptoKey; clockOffsetMs: number };

let cachedKey: Promise<ServerKey> | null = null;

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

const toBase64Url = (bytes: Uint8Array) =>
  toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

async function loadKey(): Promise<ServerKey> {
  const published = await call(encryptionEndpoints.encryptionKey, {});
  if (published.algorithm !== encryptionAlgorithm) {
    throw new ApiError('BAD_RESPONSE', `Unsupported algorithm ${published.algorithm}`, 200);
  }
  const key = await crypto.subtle.importKey(
    'spki',
    fromBase64(published.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  return { keyId: published.keyId, key, clockOffsetMs: published.serverTime - Date.now() };
}

function serverKey(): Promise<ServerKey> {
  cachedKey ??= loadKey().catch((error: unknown) => {
    cachedKey = null;
    throw error;
  });
  return cachedKey;
}

/** Drops the cached key; the next call fetches the server's current one. */
export function forgetEncryptionKey(): void {
  cachedKey = null;
}

/** The body of an encrypted call of `method` on `path` (no query) carrying `payload`. */
export async function encryptBody(
  method: string,
  path: string,
  payload: unknown,
): Promise<EncryptedBody> {
  const { keyId, key, clockOffsetMs } = await serverKey();
  const aesKey = await crypto.subtle.generateKey(
    { name: 'AES-GCM', length: encryptionParams.aesKeyBytes * 8 },
    true,
    ['encrypt'],
  );
  const iv = crypto.getRandomValues(new Uint8Array(encryptionParams.ivBytes));
  const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(encryptionParams.nonceMinBytes)));
  // The server's clock, not the device's: a phone set a few minutes wrong must still work.
  const plaintext = JSON.stringify({ payload, nonce, ts: Date.now() + clockOffsetMs });
  const encoder = new TextEncoder();
  const data = await crypto.subtle.encrypt(
    {
      name: 'AES-GCM',
      iv,
      additionalData: encoder.encode(encryptionAad(method, path)),
      tagLength: encryptionParams.tagBytes * 8,
    },
    aesKey,
    encoder.encode(plaintext),
  );
  const wrappedKey = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    await crypto.subtle.exportKey('raw', aesKey),
  );
  return {
    encrypted: { keyId, key: toBase64(wrappedKey), iv: toBase64(iv), data: toBase64(data) },
  };
}

/**
 * Encrypts `payload` and hands the body to `send`. When the server has retired the key the
 * page holds, fetches the current key and tries once more with a new envelope.
 */
export async function sendEncrypted<T>(
  method: string,
  path: string,
  payload: unknown,
  send: (body: EncryptedBody) => Promise<T>,
): Promise<T> {
  try {
    return await send(await encryptBody(method, path, payload));
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'ENCRYPTION_KEY_UNKNOWN') throw error;
    forgetEncryptionKey();
    return send(await encryptBody(method, path, payload));
  }
}

/**
 * Calls a route or an endpoint of the shared contract whose route takes its body encrypted:
 * the path filled in from `params`, the body sealed, the answer typed as `call` types it.
 */
export function callEncryptedEndpoint<C extends Route>(
  target: C,
  input: CallInput<C>,
): Promise<ResponseOf<C>> {
  const { params, body } = input as { params?: Record<string, unknown>; body?: unknown };
  const path = pathOf(target.path, params);
  // What travels is the sealed envelope, not the body the endpoint's schema describes.
  return sendEncrypted(target.method, path, body, (sealed) =>
    call(target, { params, body: sealed } as unknown as CallInput<C>),
  );
}
