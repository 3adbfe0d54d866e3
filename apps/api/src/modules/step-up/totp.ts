import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 as every authenticator app defaults to it: HMAC-SHA1, 6 digits, 30 s. */
export const totpParameters = {
  digits: 6,
  periodSeconds: 30,
  /** Steps accepted either side of now, for clock drift and typing time. */
  window: 1,
  /** 160 bits, the HMAC-SHA1 block the RFC recommends for the shared secret. */
  secretBytes: 20,
} as const;

export type HmacAlgorithm = 'sha1' | 'sha256' | 'sha512';

export const newTotpSecret = (): Buffer => randomBytes(totpParameters.secretBytes);

/** RFC 4226 HOTP: the counter as 8 big-endian bytes, HMAC, dynamic truncation. */
export function hotp(
  secret: Uint8Array,
  counter: number,
  digits: number = totpParameters.digits,
  algorithm: HmacAlgorithm = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const timeStep = (at: Date, periodSeconds: number = totpParameters.periodSeconds): number =>
  Math.floor(at.getTime() / 1000 / periodSeconds);

export function totp(
  secret: Uint8Array,
  at: Date,
  options: { digits?: number; algorithm?: HmacAlgorithm } = {},
): string {
  return hotp(secret, timeStep(at), options.digits, options.algorithm);
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The time step whose code `code` is, looking `window` steps either side of `at`; null
 * when none matches. Every step is compared, so the time taken says nothing about which.
 */
export function matchingStep(secret: Uint8Array, code: string, at: Date): number | null {
  const now = timeStep(at);
  let found: number | null = null;
  for (let step = now - totpParameters.window; step <= now + totpParameters.window; step++) {
    if (sameCode(hotp(secret, step), code) && found === null) found = step;
  }
  return found;
}
