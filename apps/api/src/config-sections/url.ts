import { z } from 'zod';
import { badUrlPortMessage, isBadPort } from './port.js';

/** Trimmed text that parses as a URL with a host and one of `protocols` (e.g. `'https:'`). */
export function urlText(protocols: readonly string[], message: string) {
  return z
    .string()
    .trim()
    .refine((v) => {
      try {
        const url = new URL(v);
        return protocols.includes(url.protocol) && url.hostname !== '';
      } catch {
        return false;
      }
    }, message);
}

/**
 * An http(s) URL the server fetches or sends browsers to, so not on a port fetch refuses
 * (port.ts). An empty port is the scheme's default, 80 or 443, which fetch allows.
 */
export const httpUrlText = urlText(
  ['http:', 'https:'],
  'must be an http:// or https:// URL',
).refine((v) => !URL.canParse(v) || !isBadPort(Number(new URL(v).port)), badUrlPortMessage);
