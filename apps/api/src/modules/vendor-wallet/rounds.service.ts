import { ErrorCode, type RoundDetail, type RoundsPage, type VendorRound } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { pageOffset } from '../../lib/paging.js';
import type { Merchant } from '../merchants/index.js';
import { resolveDayRange } from '../wallet/index.js';
import * as repo from './rounds.repo.js';
import { memberSetRoundsBefore, type MemberSetRoundFilter } from './team-rounds.repo.js';

/** A game's name in the reader's language, else the merchant's, else any, else its code. */
function nameOf(names: Record<string, string>, language: string | undefined, fallback: string) {
  return (language && names[language]) || names[fallback] || Object.values(names)[0];
}

function roundView(row: repo.RoundRow, merchant: Merchant, language?: string): VendorRound {
  const stake = Number(row.stake);
  const win = Number(row.win);
  const refunded = Number(row.refunded);
  return {
    roundRef: String(row.id),
    roundId: row.round_id,
    vassalage: row.vendor_code,
    vendorName: row.vendor_name,
    gameCode: row.game_code,
    gameName: nameOf(row.names, language, merchant.default_language) ?? row.game_code,
    stake,
    win,
    refunded,
    profit: win + refunded - stake,
    status: row.status,
    openedAt: new Date(row.opened_at).getTime(),
    closedAt: row.closed_at ? new Date(row.closed_at).getTime() : null,
  };
}

/** The betting record's vendor rounds: opened in a range of days (merchant time zone). */
export async function myRounds(
  db: Db,
  merchant: Merchant,
  memberId: number,
  query: {
    from?: string | undefined;
    to?: string | undefined;
    vassalage?: string | undefined;
    gameCode?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
  language?: string,
): Promise<RoundsPage> {
  const range = resolveDayRange(query, merchant.time_zone);
  const page = await repo.pageRounds(
    db,
    {
      memberId,
      range,
      timeZone: merchant.time_zone,
      vassalage: query.vassalage,
      gameCode: query.gameCode,
    },
    { offset: pageOffset(query.pageNo, query.pageSize), limit: query.pageSize },
  );
  return {
    content: page.rows.map((r) => roundView(r, merchant, language)),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: page.total,
    totalPages: Math.ceil(page.total / query.pageSize),
    totals: { stake: page.stake, win: page.win, profit: page.win + page.refunded - page.stake },
  };
}

export async function myRound(
  db: Db,
  merchant: Merchant,
  memberId: number,
  roundRef: string,
  language?: string,
): Promise<RoundDetail> {
  const row = await repo.findRound(db, memberId, roundRef);
  if (!row) throw new AppError(404, ErrorCode.NotFound, 'No such round', { field: 'roundRef' });
  const transactions = await repo.roundTransactions(db, row, memberId);
  return {
    ...roundView(row, merchant, language),
    transactions: transactions.map((t) => ({
      transactionId: t.transaction_id,
      kind: t.kind as 'bet' | 'win' | 'rollback',
      amount: Number(t.amount),
      at: new Date(t.created_at).getTime(),
    })),
  };
}

/**
 * Rounds of a set of members (the agent centre's team bets, second tab): the same view as
 * the player's own, with each member's account, newest first, before the round `before`.
 */
export async function memberSetRounds(
  db: Db,
  merchant: Merchant,
  filter: MemberSetRoundFilter,
  page: { before: number | undefined; limit: number },
  language?: string,
) {
  const rows = await memberSetRoundsBefore(db, filter, page.before, page.limit);
  return rows.map((r) => ({ ...roundView(r, merchant, language), account: r.account }));
}
