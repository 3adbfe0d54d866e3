import type { Db } from '../../db/connection.js';
import { coalescedCalls } from '../../lib/coalesced-reads.js';
import { walletBalancesOf } from '../ledger/index.js';
import { callRowsOrRefuse, type CallRows } from './wallet-calls.repo.js';

type Wallet = { merchantId: number; memberId: number; currency: string };

/**
 * The calls that move no money (a win of 0: a lost round closes), which do not go through
 * the ledger's group commit: those arriving together read their balances in one query and
 * write their rows in one statement, one commit for all, as the ledger's batches do. A
 * statement one call spoils is written again call by call, so a refusal is only that call's.
 */
export class CallsWithoutMoney {
  /** The wallet's balance now (0 for a wallet never posted to). */
  readonly balanceOf: (wallet: Wallet) => Promise<number>;
  /** Writes a call's rows; a call that may not stand rejects with the statement's refusal. */
  readonly write: (rows: CallRows) => Promise<void>;

  constructor(db: Db) {
    this.balanceOf = coalescedCalls(async (wallets: Wallet[]) => {
      const byGroup = new Map<string, Wallet[]>();
      for (const w of wallets) {
        const key = `${w.merchantId}\u0000${w.currency}`;
        byGroup.set(key, [...(byGroup.get(key) ?? []), w]);
      }
      const found = new Map<string, number>();
      for (const [key, group] of byGroup) {
        const { merchantId, currency } = group[0]!;
        const balances = await walletBalancesOf(
          db,
          merchantId,
          currency,
          group.map((w) => w.memberId),
        );
        for (const [memberId, balance] of balances) found.set(`${key}\u0000${memberId}`, balance);
      }
      return wallets.map(
        (w) => found.get(`${w.merchantId}\u0000${w.currency}\u0000${w.memberId}`) ?? 0,
      );
    });
    this.write = coalescedCalls(async (calls: CallRows[]) => {
      await callRowsOrRefuse(calls).execute(db);
      return calls.map(() => undefined);
    });
  }
}
