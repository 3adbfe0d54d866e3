import { z } from 'zod';

/**
 * Encrypted calls (docs/encrypted-calls.md): the body is sealed with a fresh AES-256-GCM
 * key, and that key is sealed with the server's RSA-OAEP (SHA-256) public key.
 */
export const encryptionAlgorithm = 'RSA-OAEP-256+A256GCM';

export const encryptionParams = {
  /** AES key length in bytes (AES-256). */
  aesKeyBytes: 32,
  /** GCM nonce length in bytes. */
  ivBytes: 12,
  /** GCM authentication tag length in bytes, appended to the ciphertext. */
  tagBytes: 16,
  /** Least randomness of the plaintext's replay nonce, in bytes. */
  nonceMinBytes: 16,
  nonceMaxBytes: 64,
  /** How far `ts` may be from the server's clock, either way. */
  maxClockSkewMs: 5 * 60_000,
} as const;

/** Standard base64 (RFC 4648 §4) with its padding. */
const base64 = z
  .string()
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'must be base64');

const keyIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a key id');

/** GET /wps/system/encryption-key */
export const encryptionKeySchema = z.object({
  keyId: keyIdSchema,
  algorithm: z.literal(encryptionAlgorithm),
  /** SubjectPublicKeyInfo, DER, base64: WebCrypto imports it as `spki` once decoded. */
  publicKey: base64,
  /** The server's clock (epoch ms), so a client with a wrong clock can still stamp `ts`. */
  serverTime: z.number().int(),
});
export type EncryptionKey = z.infer<typeof encryptionKeySchema>;

/** The body of every encrypted call. */
export const encryptedBodySchema = z
  .object({
    encrypted: z
      .object({
        keyId: keyIdSchema,
        /** The AES key, encrypted with RSA-OAEP (SHA-256, MGF1 SHA-256, no label). */
        key: base64.max(1024),
        iv: base64.length(16),
        /** AES-256-GCM ciphertext followed by its 16-byte tag. */
        data: base64.min(24),
      })
      .strict(),
  })
  .strict();
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

/** What the client seals: the call's real body plus what makes the ciphertext single-use. */
export const sealedPlaintextSchema = z
  .object({
    payload: z.unknown().refine((v) => v !== undefined, 'payload is required'),
    nonce: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')
      .min(Math.ceil((encryptionParams.nonceMinBytes * 4) / 3))
      .max(Math.ceil((encryptionParams.nonceMaxBytes * 4) / 3)),
    ts: z.number().int().positive(),
  })
  .strict();
export type SealedPlaintext = z.infer<typeof sealedPlaintextSchema>;

/** Additional authenticated data: ties a ciphertext to one method and path. */
export function encryptionAad(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.split('?')[0] ?? ''}`;
}
