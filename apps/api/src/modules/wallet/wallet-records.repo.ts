import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { dayStart, rangeEnd, type DayRange } from './day-range.js';

export type EntryFilter = {
  merchantId: number;
  accountId: number;
  range: DayRange;
  timeZone: string;
  kind?: string | undefined;
};

/** Entries of one wallet in a range, with their transactions; a range scan of ledger_entry_wallet_time. */
function entriesIn(db: Db, f: EntryFilter) {
  let query = db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
    .where('e.account_id', '=', f.accountId)
    .where('e.merchant_id', '=', f.merchantId)
    .where('e.created_at', '>=', dayStart(f.range.from, f.timeZone))
    .where('e.created_at', '<', rangeEnd(f.range, f.timeZone));
  if (f.kind) query = query.where('t.kind', '=', f.kind);
  return query;
}

export function pageEntries(db: Db, f: EntryFilter, limit: number, offset: number) {
  return entriesIn(db, f)
    .select([
      'e.id',
      'e.transaction_id',
      't.kind',
      'e.amount',
      'e.balance_after',
      't.memo',
      't.reference',
      'e.created_at',
    ])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many entries match, and their signed sum. */
export async function summarizeEntries(
  db: Db,
  f: EntryFilter,
): Promise<{ count: string | number; amount: string | number }> {
  return entriesIn(db, f)
    .select([
      (eb) => eb.fn.countAll<string | number>().as('count'),
      sql<string | number>`coalesce(sum(e.amount), 0)::bigint`.as('amount'),
    ])
    .executeTakeFirstOrThrow();
}
