import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { MemberSet, TimeWindow } from '../../db/member-set.js';
import type { RoundRow } from './rounds.repo.js';

/** Rounds of a set of members (an agent's team) opened in a window, one vendor or all. */
export type MemberSetRoundFilter = {
  merchantId: number;
  members: MemberSet;
  window: TimeWindow;
  vassalage?: string | undefined;
};

const where = (f: MemberSetRoundFilter) => sql`
  from vendor_round r
  join ${f.members} owner on owner.member_id = r.member_id
  join game g on g.id = r.game_id
  join vendor v on v.code = r.vendor_code
  where r.merchant_id = ${f.merchantId}
    and r.opened_at >= ${f.window.start}
    and r.opened_at < ${f.window.end}
    and (${f.vassalage ?? null}::text is null or r.vendor_code = ${f.vassalage ?? null})`;

/** A page of the set's rounds, newest first, each with its member's account, and the totals. */
export async function pageMemberSetRounds(
  db: Db,
  f: MemberSetRoundFilter,
  page: { offset: number; limit: number },
): Promise<{
  rows: (RoundRow & { account: string })[];
  total: number;
  stake: number;
  win: number;
  refunded: number;
}> {
  const [{ rows }, sums] = await Promise.all([
    sql<RoundRow & { account: string }>`select owner.account, r.id, r.round_id, r.vendor_code,
        v.name as vendor_name, g.game_code, g.names, r.stake, r.win, r.refunded, r.status,
        r.opened_at, r.closed_at
      ${where(f)}
      order by r.opened_at desc, r.id desc limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ n: number; stake: string; win: string; refunded: string }>`
      select count(*)::int as n, coalesce(sum(r.stake), 0)::text as stake,
        coalesce(sum(r.win), 0)::text as win, coalesce(sum(r.refunded), 0)::text as refunded
      ${where(f)}`.execute(db),
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
