import { DEMO_CURRENCY, AccountType } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { Merchant } from '../merchants/index.js';
import type { MemberSession } from '../members/index.js';

/** Trial accounts play with the demo currency, which never mixes with the merchant's money. */
export function walletCurrency(merchant: Merchant, member: Pick<MemberSession, 'type'>): string {
  return member.type === AccountType.Trial ? DEMO_CURRENCY : merchant.currency;
}

/** The ledger account of a member's wallet, or null before its first movement. */
export async function findWalletAccountId(
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('ledger_account')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('currency', '=', currency)
    .where('kind', '=', 'wallet')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}
