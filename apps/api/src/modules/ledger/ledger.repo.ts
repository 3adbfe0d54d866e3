import type { Db } from '../../db/connection.js';
import { toMinor } from '../../lib/money.js';
import type { AccountSpec } from './ledger-legs.js';

export type LockedAccount = {
  id: number;
  kind: string;
  memberId: number | null;
  shard: number;
  balance: number;
};

export type StoredTransaction = {
  id: number;
  payloadHash: string;
  status: 'committed' | 'failed';
  failureCode: string | null;
  createdAt: Date;
};

const specKey = (kind: string, memberId: number | null, shard: number) =>
  `${kind}:${memberId ?? ''}:${shard}`;

async function selectAccountIds(
  db: Db,
  merchantId: number,
  currency: string,
  specs: AccountSpec[],
): Promise<Map<string, number>> {
  const memberIds = specs.flatMap((s) => (s.memberId === null ? [] : [s.memberId]));
  const houseKinds = specs.flatMap((s) => (s.memberId === null ? [s.kind] : []));
  const shards = [...new Set(specs.map((s) => s.shard))];
  const rows = await db
    .selectFrom('ledger_account')
    .select(['id', 'kind', 'member_id', 'shard'])
    .where('merchant_id', '=', merchantId)
    .where('currency', '=', currency)
    .where((eb) =>
      eb.or([
        ...(memberIds.length
          ? [eb.and([eb('kind', '=', 'wallet'), eb('member_id', 'in', memberIds)])]
          : []),
        ...(houseKinds.length
          ? [
              eb.and([
                eb('kind', 'in', houseKinds),
                eb('member_id', 'is', null),
                eb('shard', 'in', shards),
              ]),
            ]
          : []),
      ]),
    )
    .execute();
  return new Map(rows.map((r) => [specKey(r.kind, r.member_id, r.shard), Number(r.id)]));
}

/**
 * The ids of these accounts, creating the missing ones. Creation goes in one fixed order
 * (kind, member) so two postings creating the same accounts wait on each other instead of
 * deadlocking. Answers ids keyed by `kind:member`.
 */
export async function ensureAccounts(
  db: Db,
  merchantId: number,
  currency: string,
  specs: AccountSpec[],
): Promise<Map<string, number>> {
  const found = await selectAccountIds(db, merchantId, currency, specs);
  const key = (s: AccountSpec) => specKey(s.kind, s.memberId, s.shard);
  const missing = [...new Map(specs.map((s) => [key(s), s])).values()]
    .filter((s) => !found.has(key(s)))
    .sort(
      (a, b) =>
        a.kind.localeCompare(b.kind) || (a.memberId ?? 0) - (b.memberId ?? 0) || a.shard - b.shard,
    );
  if (missing.length === 0) return found;
  await db
    .insertInto('ledger_account')
    .values(
      missing.map((spec) => ({
        merchant_id: merchantId,
        currency,
        kind: spec.kind,
        member_id: spec.memberId,
        shard: spec.shard,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  return selectAccountIds(db, merchantId, currency, specs);
}

export { specKey };

/** Locks the accounts in ascending id order, so postings over the same accounts queue up. */
export async function lockAccounts(db: Db, ids: number[]): Promise<LockedAccount[]> {
  const rows = await db
    .selectFrom('ledger_account')
    .select(['id', 'kind', 'member_id', 'shard', 'balance'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    memberId: r.member_id,
    shard: r.shard,
    balance: toMinor(r.balance),
  }));
}

/** Each wallet a transaction touched, with its balance right after that transaction. */
export async function walletsAfter(
  db: Db,
  transactionId: number,
): Promise<{ memberId: number; currency: string; balance: number }[]> {
  const rows = await db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .select(['a.member_id', 'a.currency', 'e.balance_after'])
    .where('e.transaction_id', '=', transactionId)
    .where('a.kind', '=', 'wallet')
    .orderBy('e.id')
    .execute();
  const last = new Map<number, { memberId: number; currency: string; balance: number }>();
  for (const r of rows) {
    const memberId = r.member_id!;
    last.set(memberId, { memberId, currency: r.currency, balance: toMinor(r.balance_after) });
  }
  return [...last.values()];
}

export async function selectWalletBalance(
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<number> {
  const row = await db
    .selectFrom('ledger_account')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'wallet')
    .where('member_id', '=', memberId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row ? toMinor(row.balance) : 0;
}
