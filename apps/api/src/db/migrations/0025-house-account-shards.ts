import { sql, type Kysely } from 'kysely';

/**
 * A house account may be kept as several rows of one kind, its shards, so that API processes
 * writing at once credit different rows instead of queueing on one row lock
 * (docs/decisions/0024-house-account-shards.md). The account's balance is the sum of its
 * shards. Shard 0 is the account as it always was; wallets and the withdrawal hold, whose
 * balance may not go below zero, are only ever shard 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_account add column shard smallint not null default 0
    constraint ledger_account_shard
      check (shard between 0 and 63 and (shard = 0 or kind not in ('wallet', 'hold:withdrawals')))`.execute(
    db,
  );
  await sql`drop index ledger_account_unique`.execute(db);
  await sql`create unique index ledger_account_unique
    on ledger_account (merchant_id, currency, kind, coalesce(member_id, 0), shard)`.execute(db);
}
