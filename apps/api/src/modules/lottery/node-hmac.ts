import { createHmac } from 'node:crypto';
import type { HmacSha256 } from '@sorteo/shared';

/**
 * node:crypto's HMAC-SHA256 for `drawResult(…, nodeHmac)`. It gives the same bytes as the
 * pure one the browser's verifier runs (node-hmac.test.ts); shared code cannot import it.
 */
export const nodeHmac: HmacSha256 = (key, message) =>
  createHmac('sha256', key).update(message).digest();
