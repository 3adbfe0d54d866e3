import type { WalletBalanceView } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { walletBalance } from '../ledger/index.js';
import type { Merchant } from '../merchants/index.js';
import type { MemberSession } from '../members/index.js';
import { walletCurrency } from './wallet-account.js';

/** The member's balance; one wallet ('main') for now, summed in `sumBalance`. */
export async function balanceOf(
  db: Db,
  merchant: Merchant,
  member: MemberSession,
): Promise<WalletBalanceView> {
  const currency = walletCurrency(merchant, member);
  const balance = await walletBalance(db, merchant.id, member.memberId, currency);
  return {
    sumBalance: balance,
    currency,
    currencyExponent: merchant.currency_exponent,
    wallets: [{ name: 'main', balance }],
  };
}
