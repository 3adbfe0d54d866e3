import { DEMO_CURRENCY } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { majorToMinor } from '../../lib/money.js';
import { committedOrThrow, postWithin } from './ledger.service.js';

/** What a trial account starts with, in major units of the merchant's currency. */
export const DEMO_GRANT_MAJOR = 2000;

/**
 * Gives a new trial (free play) account its play money (DOMAIN "Trial accounts"): demo
 * currency from `demo:issuer`, which may go negative, so it never mixes with real money.
 * Runs in the transaction that creates the account.
 */
export async function grantDemoBalance(
  trx: Db,
  merchant: { id: number; currency_exponent: number },
  memberId: number,
): Promise<void> {
  const amount = majorToMinor(DEMO_GRANT_MAJOR, merchant.currency_exponent);
  committedOrThrow(
    await postWithin(trx, {
      merchantId: merchant.id,
      currency: DEMO_CURRENCY,
      key: `demo:${memberId}:grant`,
      kind: 'demo_grant',
      legs: [
        { account: { house: 'demo:issuer' }, amount: -amount },
        { account: { wallet: memberId }, amount },
      ],
      reference: `member:${memberId}`,
    }),
  );
}
