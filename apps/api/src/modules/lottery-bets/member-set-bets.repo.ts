import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { MemberSet, TimeWindow } from '../../db/member-set.js';
import { betsWithContext } from './bets.repo.js';

/*
 * Bets of a set of members (an agent's team), for the agent centre: the same rows "my
 * bets" reads, labelled with the member's account.
 */

type Owner = { member_id: number; account: string; depth: number };

export type MemberSetBetFilter = { merchantId: number; members: MemberSet; window: TimeWindow };

function filtered(db: Db, f: MemberSetBetFilter) {
  return betsWithContext(db)
    .innerJoin(sql<Owner>`${f.members}`.as('owner'), 'owner.member_id', 'b.member_id')
    .where('b.merchant_id', '=', f.merchantId)
    .where('b.created_at', '>=', f.window.start)
    .where('b.created_at', '<', f.window.end);
}

/**
 * The set's bets placed in the window and before the bet `before` (all when absent), newest
 * first, at most `limit`: a page cut after a bet, so it costs its rows at any depth.
 */
export function memberSetBetsBefore(
  db: Db,
  f: MemberSetBetFilter,
  before: number | undefined,
  limit: number,
) {
  let query = filtered(db, f);
  if (before !== undefined) {
    query = query.where(
      sql<boolean>`(b.created_at, b.id) < (select created_at, id from lottery_bet
        where id = ${before})`,
    );
  }
  return query
    .select([
      'owner.account',
      'b.id',
      'b.order_id',
      'g.game_code',
      'p.period_no',
      'b.bet_type',
      'b.pick',
      'b.stake',
      'b.payout',
      'b.status',
      'b.created_at',
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
}
