import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored by hash so a database leak does not leak live tokens. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
