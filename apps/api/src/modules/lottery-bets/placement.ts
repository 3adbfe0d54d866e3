import type { Db } from '../../db/connection.js';
import type { Ledger } from '../ledger/index.js';
import { coalescedCalls } from '../../lib/coalesced-reads.js';
import { idsAhead } from '../../lib/ids-ahead.js';
import { lookUpOrders, takeOrderIds, type OrderKey, type OrderLookUp } from './bets.repo.js';
import { PlacementMemory } from './placement-memory.js';

/** Why an order priced on remembered data went the usual way after all. */
export const placementGiveWayReasons = ['game-changed', 'order-replayed', 'refused'] as const;
export type PlacementGiveWayReason = (typeof placementGiveWayReasons)[number];

/** Order ids are taken 128 at a time, and given up after a second unused. */
const ORDER_IDS_AHEAD = { block: 128, freshMs: 1_000 };

/**
 * One app's order placement over its database, made in `buildApp`: orders placed together
 * share their look-up query (nothing is cached there), games and open periods looked up
 * recently are remembered (placement-memory.ts), order ids are taken ahead, and stakes go
 * through the app's ledger. Its statistics and give-way reports are read from here.
 */
export class Placement {
  readonly memory = new PlacementMemory();
  readonly lookUp: (key: OrderKey) => Promise<OrderLookUp>;
  readonly nextOrderId: () => Promise<number>;
  readonly #listeners = new Set<(reason: PlacementGiveWayReason) => void>();

  constructor(
    readonly db: Db,
    readonly ledger: Ledger,
  ) {
    this.lookUp = coalescedCalls((keys: OrderKey[]) => lookUpOrders(db, keys));
    this.nextOrderId = idsAhead((count) => takeOrderIds(db, count), ORDER_IDS_AHEAD);
  }

  /** Orders priced on remembered data, and how many of them then went the usual way. */
  get stats(): Readonly<PlacementMemory['stats']> {
    return this.memory.stats;
  }

  /** Tells `listener` each time an order on remembered data goes the usual way. */
  onGiveWay(listener: (reason: PlacementGiveWayReason) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  gaveWay(key: OrderKey, reason: PlacementGiveWayReason): void {
    this.memory.gaveWay(key, reason === 'game-changed');
    for (const listener of this.#listeners) listener(reason);
  }
}
