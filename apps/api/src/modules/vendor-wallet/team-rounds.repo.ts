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

/**
 * The set's rounds opened in the window and before the round `before` (all when absent),
 * newest first, at most `limit`, each with its member's account: a page cut after a round,
 * so it costs its rows at any depth.
 */
export async function memberSetRoundsBefore(
  db: Db,
  f: MemberSetRoundFilter,
  before: number | undefined,
  limit: number,
): Promise<(RoundRow & { account: string })[]> {
  const after =
    before === undefined
      ? sql``
      : sql`and (r.opened_at, r.id) < (select opened_at, id from vendor_round
          where id = ${before})`;
  const { rows } = await sql<RoundRow & { account: string }>`
    select owner.account, r.id, r.round_id, r.vendor_code, v.name as vendor_name, g.game_code,
      g.names, r.stake, r.win, r.refunded, r.status, r.opened_at, r.closed_at
    ${where(f)} ${after}
    order by r.opened_at desc, r.id desc limit ${limit}`.execute(db);
  return rows;
}
