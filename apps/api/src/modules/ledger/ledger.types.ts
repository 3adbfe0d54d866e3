import type { HouseAccountKind, TransactionKind } from '@sorteo/shared';

/** Which account a leg moves: a member's wallet, or one of the merchant's house accounts. */
export type AccountRef = { wallet: number } | { house: HouseAccountKind };

export interface Leg {
  account: AccountRef;
  /** Signed minor units: negative leaves the account, positive enters it. */
  amount: number;
}

/** One ledger transaction to write. Its legs sum to zero. */
export interface Posting {
  merchantId: number;
  /** The merchant's currency, or DEMO_CURRENCY for trial balances. */
  currency: string;
  /** Unique per merchant; derived from the business id (`deposit:12:approve`). */
  key: string;
  kind: TransactionKind;
  legs: Leg[];
  /** Shown in records: the reason of an adjustment, the counterpart of a transfer. */
  memo?: string | null;
  /** The business row this moves money for (`deposit:12`, `withdrawal:7`). */
  reference?: string | null;
}

export interface WalletBalance {
  memberId: number;
  currency: string;
  balance: number;
}

export type PostingResult =
  | {
      status: 'committed';
      transactionId: number;
      /** True when the key had already been written with the same payload. */
      replayed: boolean;
      /** Balances of the wallets the posting touched, after it. */
      wallets: WalletBalance[];
      createdAt: Date;
    }
  | { status: 'failed'; code: 'INSUFFICIENT_FUNDS'; replayed: boolean };
