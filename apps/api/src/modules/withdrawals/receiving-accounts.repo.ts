import type { Db } from '../../db/connection.js';

export function listReceivingAccounts(db: Db, memberId: number) {
  return db
    .selectFrom('receiving_account')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

export function findReceivingAccount(db: Db, memberId: number, id: number) {
  return db
    .selectFrom('receiving_account')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type NewReceivingAccount = {
  merchantId: number;
  memberId: number;
  kind: string;
  provider: string;
  holderName: string;
  accountNumber: string;
};

export async function insertReceivingAccount(db: Db, row: NewReceivingAccount) {
  return db
    .insertInto('receiving_account')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      kind: row.kind,
      provider: row.provider,
      holder_name: row.holderName,
      account_number: row.accountNumber,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteReceivingAccount(db: Db, memberId: number, id: number) {
  const result = await db
    .deleteFrom('receiving_account')
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Serialises bindings of one member, so two parallel first bindings cannot both skip re-auth. */
export async function lockMemberAccounts(db: Db, memberId: number): Promise<void> {
  await db.selectFrom('member').select('id').where('id', '=', memberId).forUpdate().execute();
}
