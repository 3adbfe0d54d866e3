import { z } from 'zod';

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

export const httpUrlText = urlText(['http:', 'https:'], 'must be an http:// or https:// URL');
