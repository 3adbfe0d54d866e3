import type { Db } from '../../db/connection.js';
import { toMinor } from '../../lib/money.js';
import { committedOrThrow, postWithin } from '../ledger/index.js';
import type { DepositRow } from './deposit-requests.repo.js';

export const creditKey = (depositId: number) => `deposit:${depositId}:credit`;

/**
 * Moves the deposit's amount from the merchant's deposits clearing account to the member's
 * wallet, once: the key is derived from the request, so any repeat answers the first credit.
 */
export async function creditDeposit(trx: Db, deposit: DepositRow) {
  const id = Number(deposit.id);
  const amount = toMinor(deposit.amount);
  const result = await postWithin(trx, {
    merchantId: deposit.merchant_id,
    currency: deposit.currency,
    key: creditKey(id),
    kind: 'deposit',
    legs: [
      { account: { house: 'clearing:deposits' }, amount: -amount },
      { account: { wallet: deposit.member_id }, amount },
    ],
    memo: deposit.method_name,
    reference: `deposit:${id}`,
  });
  return committedOrThrow(result);
}
