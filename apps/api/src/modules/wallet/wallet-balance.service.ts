import type { WalletBalanceView } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { walletBalance } from '../ledger/ledger.service.js';
import type { Merchant } from '../merchants/merchants.service.js';
import type { MemberSession } from '../members/sessions.service.js';
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
