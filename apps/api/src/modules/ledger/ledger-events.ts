import type { WalletBalance } from './ledger.types.js';

/** A transaction that has just committed, for in-process listeners that want to wake early. */
export type LedgerCommitted = {
  merchantId: number;
  transactionId: number;
  wallets: WalletBalance[];
};

type Listener = (event: LedgerCommitted) => void;
const listeners = new Set<Listener>();

/**
 * Calls `listener` after each commit made through `post` (or announced by a caller of
 * `postWithin` after its own commit). A hint only: wallet_event rows are the source of truth.
 * Answers a function that removes the listener.
 */
export function onLedgerCommitted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceCommitted(event: LedgerCommitted): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // A listener's failure must never reach the caller whose money already moved.
    }
  }
}
