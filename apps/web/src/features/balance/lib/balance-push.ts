import type { WalletBalanceView } from '../api/get-balance';

/** `{type:'balance', sumBalance, currency, transactionId}` from the live socket. */
export interface BalancePush {
  sumBalance: number;
  currency: string;
  /** The ledger transaction that left this balance; later ones have larger ids. */
  transactionId: number;
}

export function readBalancePush(message: Record<string, unknown>): BalancePush | null {
  const { sumBalance, currency, transactionId } = message;
  if (typeof sumBalance !== 'number' || !Number.isSafeInteger(sumBalance)) return null;
  if (typeof currency !== 'string' || currency === '') return null;
  if (typeof transactionId !== 'number' || !Number.isSafeInteger(transactionId)) return null;
  return { sumBalance, currency, transactionId };
}

/**
 * The balance after `push`, or null when it cannot be shown from what is known (no answer
 * yet, so no exponent; another currency): then the balance is fetched again instead.
 */
export function balanceAfterPush(
  current: WalletBalanceView | undefined,
  push: BalancePush,
): WalletBalanceView | null {
  if (!current || current.currency !== push.currency) return null;
  // One wallet, `main`, holds the whole balance (contract wallet.ts).
  return {
    ...current,
    sumBalance: push.sumBalance,
    wallets: current.wallets.map((w) =>
      w.name === 'main' ? { ...w, balance: push.sumBalance } : w,
    ),
  };
}
