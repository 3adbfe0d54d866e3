import type { AccountType } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { createAccount } from '../../../test/members.js';
import { openSession } from '../members/index.js';

export type SignedIn = { id: number; account: string; token: string };

/** Tests only: an account with a live session on its merchant. */
export async function signedInMember(
  db: Db,
  merchantId: number,
  type: AccountType = 0,
  uplineId: number | null = null,
): Promise<SignedIn> {
  const member = await createAccount(db, merchantId, { type, uplineId });
  const token = await openSession(
    db,
    member.id,
    { merchantId, ip: '192.0.2.10', userAgent: 'wallet-test' },
    new Date(),
  );
  return { id: member.id, account: member.account, token };
}
