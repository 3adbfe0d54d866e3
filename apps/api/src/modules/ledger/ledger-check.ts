import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';

/** A rule the ledger broke, with the first row that shows it. */
export type LedgerProblem = { rule: string; row: Record<string, unknown> };

export type LedgerCheck = {
  accounts: number;
  transactions: number;
  entries: number;
  /** Empty when the ledger is sound. */
  problems: LedgerProblem[];
};

/** Each query answers the first row breaking its rule, or nothing. */
const rules: { rule: string; query: RawBuilder<Record<string, unknown>> }[] = [
  {
    rule: 'account balance equals the sum of its entries',
    query: sql`select a.id as account_id, a.balance, coalesce(sum(e.amount), 0) as entries_sum
      from ledger_account a left join ledger_entry e on e.account_id = a.id
      group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)
      order by a.id limit 1`,
  },
  {
    rule: "each entry's balance_after continues its account's running total",
    query: sql`select id as entry_id, account_id, amount, balance_after, running from (
        select id, account_id, amount, balance_after,
          sum(amount) over (partition by account_id order by id) as running
        from ledger_entry) e
      where running <> balance_after order by id limit 1`,
  },
  {
    rule: 'a committed transaction has two or more entries summing to zero',
    query: sql`select t.id as transaction_id, t.idempotency_key, count(e.id) as entries,
        coalesce(sum(e.amount), 0) as total
      from ledger_transaction t left join ledger_entry e on e.transaction_id = t.id
      where t.status = 'committed'
      group by t.id, t.idempotency_key
      having count(e.id) < 2 or coalesce(sum(e.amount), 0) <> 0
      order by t.id limit 1`,
  },
  {
    rule: 'a failed transaction has no entries',
    query: sql`select t.id as transaction_id, t.idempotency_key
      from ledger_transaction t join ledger_entry e on e.transaction_id = t.id
      where t.status = 'failed' order by t.id limit 1`,
  },
  {
    rule: "an entry's account has its transaction's merchant and currency",
    query: sql`select e.id as entry_id, t.id as transaction_id, a.currency, t.currency as expected
      from ledger_entry e
      join ledger_transaction t on t.id = e.transaction_id
      join ledger_account a on a.id = e.account_id
      where a.currency <> t.currency or a.merchant_id <> t.merchant_id
      order by e.id limit 1`,
  },
  // The database ties an entry's merchant to its account's, and a wallet event to nothing
  // (migrations 0016 and 0019): what each copies from its transaction is compared here.
  {
    rule: "an entry has its transaction's merchant",
    query: sql`select e.id as entry_id, t.id as transaction_id, e.merchant_id,
        t.merchant_id as expected
      from ledger_entry e join ledger_transaction t on t.id = e.transaction_id
      where e.merchant_id <> t.merchant_id
      order by e.id limit 1`,
  },
  {
    rule: 'a wallet event names a transaction of its merchant',
    query: sql`select w.id as wallet_event_id, w.transaction_id, w.merchant_id,
        t.merchant_id as expected
      from wallet_event w left join ledger_transaction t on t.id = w.transaction_id
      where t.id is null or w.merchant_id <> t.merchant_id
      order by w.id limit 1`,
  },
  // References the writing statements prove instead of a foreign key (migration 0023): a row
  // naming one that does not exist is found here.
  {
    rule: 'an entry names a transaction that exists',
    query: sql`select e.id as entry_id, e.transaction_id from ledger_entry e
      where not exists (select 1 from ledger_transaction t where t.id = e.transaction_id)
      order by e.id limit 1`,
  },
  {
    rule: "a transaction's merchant exists",
    query: sql`select t.id as transaction_id, t.merchant_id from ledger_transaction t
      where not exists (select 1 from merchant m where m.id = t.merchant_id)
      order by t.id limit 1`,
  },
  {
    rule: "a lottery order's member and period exist",
    query: sql`select o.id as order_id, o.member_id, o.period_id from lottery_order o
      where not exists (select 1 from member m where m.id = o.member_id
          and m.merchant_id = o.merchant_id)
        or not exists (select 1 from lottery_period p where p.id = o.period_id)
      order by o.id limit 1`,
  },
  {
    rule: "a lottery bet names an order that exists, on its order's period and that period's game",
    query: sql`select b.id as bet_id, b.order_id, b.period_id, b.game_id from lottery_bet b
      left join lottery_order o on o.id = b.order_id
      left join lottery_period p on p.id = b.period_id
      where o.id is null or o.period_id <> b.period_id or p.id is null
        or p.game_id <> b.game_id
      order by b.id limit 1`,
  },
  {
    rule: 'wallets and withdrawal holds never go below zero',
    query: sql`select e.id as entry_id, a.id as account_id, a.kind, e.balance_after
      from ledger_entry e join ledger_account a on a.id = e.account_id
      where a.kind in ('wallet', 'hold:withdrawals') and e.balance_after < 0
      order by e.id limit 1`,
  },
  {
    rule: "each merchant's ledger sums to zero per currency",
    query: sql`select merchant_id, currency, sum(balance) as total from ledger_account
      group by merchant_id, currency having sum(balance) <> 0
      order by merchant_id, currency limit 1`,
  },
];

async function count(db: Db, table: 'ledger_account' | 'ledger_transaction' | 'ledger_entry') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Recomputes the ledger from its entries (ARCHITECTURE "Money rules" 5): balances, each
 * entry's running balance, zero-sum transactions, failed keys without entries, entries and
 * wallet events of their transaction's merchant, every reference a statement proves instead
 * of a key (entries, transactions, lottery orders and bets), and the whole ledger summing to
 * zero. Tests run it after every concurrency and fault test.
 */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const problems: LedgerProblem[] = [];
  for (const { rule, query } of rules) {
    const { rows } = await query.execute(db);
    if (rows[0]) problems.push({ rule, row: rows[0] });
  }
  return {
    accounts: await count(db, 'ledger_account'),
    transactions: await count(db, 'ledger_transaction'),
    entries: await count(db, 'ledger_entry'),
    problems,
  };
}
