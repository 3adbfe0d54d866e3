import { z } from 'zod';
import badPortList from './bad-ports.json' with { type: 'json' };

/**
 * The ports fetch refuses to connect to, in Node as in every browser: the Fetch standard's
 * "bad ports" (https://fetch.spec.whatwg.org/#bad-port), as Node 20's fetch lists them. A
 * server listening on one starts fine, yet no browser reaches it and no fetch gets through
 * ("fetch failed: bad port"), so the configuration refuses them up front. `npm start` reads
 * the same list when it picks the sandbox gateway's port (scripts/gateway-port.mjs).
 */
const badPorts = new Set<number>(badPortList);

export function isBadPort(port: number): boolean {
  return badPorts.has(port);
}

const refusedBy = 'fetch and browsers refuse (a "bad port", e.g. 6000, 6665-6669 or 10080)';

export const badPortMessage = `must not be a port ${refusedBy}`;
export const badUrlPortMessage = `must not use a port ${refusedBy}`;

/** A port to listen on; 0 lets the system pick a free one. */
export const listenPort = z.coerce
  .number()
  .int()
  .min(0)
  .max(65535)
  .refine((port) => !isBadPort(port), badPortMessage);
