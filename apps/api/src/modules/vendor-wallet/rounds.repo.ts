import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { GameNames } from '../../db/schema-games.js';
import { dayStart, rangeEnd, type DayRange } from '../wallet/index.js';

export type RoundRow = {
  id: string | number;
  round_id: string;
  vendor_code: string;
  vendor_name: string;
  game_code: string;
  names: GameNames;
  stake: string | number;
  win: string | number;
  refunded: string | number;
  status: 'open' | 'closed';
  opened_at: Date | string;
  closed_at: Date | string | null;
};

export type RoundFilter = {
  memberId: number;
  range: DayRange;
  timeZone: string;
  vassalage?: string | undefined;
  gameCode?: string | undefined;
};

const roundWhere = (f: RoundFilter) => sql`
  from vendor_round r
  join game g on g.id = r.game_id
  join vendor v on v.code = r.vendor_code
  where r.member_id = ${f.memberId}
    and r.opened_at >= ${dayStart(f.range.from, f.timeZone)}
    and r.opened_at < ${rangeEnd(f.range, f.timeZone)}
    and (${f.vassalage ?? null}::text is null or r.vendor_code = ${f.vassalage ?? null})
    and (${f.gameCode ?? null}::text is null or g.game_code = ${f.gameCode ?? null})`;

const roundColumns = sql`r.id, r.round_id, r.vendor_code, v.name as vendor_name, g.game_code,
  g.names, r.stake, r.win, r.refunded, r.status, r.opened_at, r.closed_at`;

/** The member's rounds in the range, newest first, with the range's totals. */
export async function pageRounds(
  db: Db,
  f: RoundFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: RoundRow[]; total: number; stake: number; win: number; refunded: number }> {
  const where = roundWhere(f);
  const [{ rows }, sums] = await Promise.all([
    sql<RoundRow>`select ${roundColumns} ${where}
      order by r.opened_at desc, r.id desc limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ n: number; stake: string; win: string; refunded: string }>`
      select count(*)::int as n, coalesce(sum(r.stake), 0)::text as stake,
        coalesce(sum(r.win), 0)::text as win, coalesce(sum(r.refunded), 0)::text as refunded
      ${where}`.execute(db),
  ]);
  const s = sums.rows[0]!;
  return {
    rows,
    total: s.n,
    stake: Number(s.stake),
    win: Number(s.win),
    refunded: Number(s.refunded),
  };
}

export async function findRound(
  db: Db,
  memberId: number,
  id: string,
): Promise<RoundRow | undefined> {
  const { rows } = await sql<RoundRow>`select ${roundColumns}
    from vendor_round r
    join game g on g.id = r.game_id
    join vendor v on v.code = r.vendor_code
    where r.id = ${id} and r.member_id = ${memberId}`.execute(db);
  return rows[0];
}

/** The wallet calls of one round of one member, oldest first (tombstones left out). */
export function roundTransactions(
  db: Db,
  round: { vendor_code: string; round_id: string },
  memberId: number,
) {
  return db
    .selectFrom('vendor_transaction')
    .select(['transaction_id', 'kind', 'amount', 'created_at'])
    .where('vendor_code', '=', round.vendor_code)
    .where('round_id', '=', round.round_id)
    .where('member_id', '=', memberId)
    .where('kind', '<>', 'tombstone')
    .orderBy('created_at')
    .orderBy('transaction_id')
    .execute();
}
