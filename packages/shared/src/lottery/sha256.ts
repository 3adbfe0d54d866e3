/**
 * SHA-256 and HMAC-SHA256 (FIPS 180-4, RFC 2104) in plain TypeScript, synchronous, so the
 * server's draw and the browser's verifier run the very same code.
 *
 * Draws hash many short messages under one key, so the work is kept off the allocator: one
 * compression function over 32-bit integers with a module-level message schedule, and a keyed
 * HMAC that hashes the padded key once and only copies its two states per message.
 */
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const IV = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/** Scratch space; safe to share because every function here runs to completion synchronously. */
const W = new Int32Array(64);
const TAIL = new Uint8Array(128);
const INNER_DIGEST = new Uint8Array(32);

/** One 64-byte block of `bytes` at `offset` into `state`. */
function compress(state: Int32Array, bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i += 1) {
    const j = offset + i * 4;
    W[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
  }
  for (let i = 16; i < 64; i += 1) {
    const x = W[i - 15]!;
    const y = W[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i += 1) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/**
 * Hashes `message` on from `state`, which has already taken `before` bytes (a multiple of 64),
 * pads, and writes the big-endian digest into `out`.
 */
function finish(state: Int32Array, message: Uint8Array, before: number, out: Uint8Array): void {
  const rest = message.length % 64;
  const full = message.length - rest;
  for (let offset = 0; offset < full; offset += 64) compress(state, message, offset);
  TAIL.fill(0);
  for (let i = 0; i < rest; i += 1) TAIL[i] = message[full + i]!;
  TAIL[rest] = 0x80;
  const end = rest < 56 ? 64 : 128;
  const bits = (before + message.length) * 8;
  const high = Math.floor(bits / 2 ** 32);
  const low = bits >>> 0;
  for (let i = 0; i < 4; i += 1) {
    TAIL[end - 8 + i] = (high >>> (24 - 8 * i)) & 0xff;
    TAIL[end - 4 + i] = (low >>> (24 - 8 * i)) & 0xff;
  }
  compress(state, TAIL, 0);
  if (end === 128) compress(state, TAIL, 64);
  for (let i = 0; i < 8; i += 1) {
    const word = state[i]!;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = (word >>> 16) & 0xff;
    out[i * 4 + 2] = (word >>> 8) & 0xff;
    out[i * 4 + 3] = word & 0xff;
  }
}

export function sha256(message: Uint8Array): Uint8Array {
  const out = new Uint8Array(32);
  finish(IV.slice(), message, 0, out);
  return out;
}

/** An HMAC-SHA256: the pure one below, or a platform's (the server passes node:crypto's). */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

/**
 * HMAC-SHA256 under one key, for many messages: the two padded-key blocks are compressed
 * once here, so each message costs two compressions when it is under 56 bytes.
 */
export function keyedHmacSha256(key: Uint8Array): (message: Uint8Array) => Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const innerStart = IV.slice();
  const outerStart = IV.slice();
  const pad = new Uint8Array(64);
  for (let i = 0; i < 64; i += 1) pad[i] = block[i]! ^ 0x36;
  compress(innerStart, pad, 0);
  for (let i = 0; i < 64; i += 1) pad[i] = block[i]! ^ 0x5c;
  compress(outerStart, pad, 0);
  const state = new Int32Array(8);
  return (message) => {
    state.set(innerStart);
    finish(state, message, 64, INNER_DIGEST);
    state.set(outerStart);
    const out = new Uint8Array(32);
    finish(state, INNER_DIGEST, 64, out);
    return out;
  };
}

export const hmacSha256: HmacSha256 = (key, message) => keyedHmacSha256(key)(message);

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Bytes of a hex string, or null when it is not one (odd length, other characters). */
export function fromHex(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) {
    const high = nibble(hex.charCodeAt(i * 2));
    const low = nibble(hex.charCodeAt(i * 2 + 1));
    if (high < 0 || low < 0) return null;
    bytes[i] = (high << 4) | low;
  }
  return bytes;
}

function nibble(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  return -1;
}
