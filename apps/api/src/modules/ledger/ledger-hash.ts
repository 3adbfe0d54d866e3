import { hash } from 'node:crypto';
import { accountKey } from './ledger-legs.js';
import type { Posting } from './ledger.types.js';

/**
 * What a key promises: the same key with the same payload is a retry, with another
 * payload a conflict. Canonical JSON with a fixed field order, so the hash never depends
 * on how the caller built the object.
 */
export function payloadHash(posting: Posting): string {
  const canonical = JSON.stringify([
    posting.kind,
    posting.currency,
    posting.legs.map((leg) => [accountKey(leg.account), leg.amount]),
    posting.memo ?? null,
    posting.reference ?? null,
  ]);
  return hash('sha256', canonical, 'hex');
}
