import {
  agentIncomeKinds,
  type AgentIncomePage,
  type AgentIncomeQuery,
  type TeamBetsPage,
  type TeamBetsQuery,
  type TeamProfitPage,
  type TeamProfitQuery,
  type TeamRoundsPage,
  type teamRoundsQuerySchema,
  type TeamTransactionsPage,
  type TeamTransactionsQuery,
} from '@sorteo/shared';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { toMinor } from '../../lib/money.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import { pageMemberEntries, summarizeMemberEntries } from '../ledger/index.js';
import { pageMemberSetBets, summarizeMemberSetBets } from '../lottery-bets/index.js';
import type { Merchant } from '../merchants/index.js';
import { ownSet, type MemberSession } from '../members/index.js';
import { memberSetRounds } from '../vendor-wallet/index.js';
import { figuresOf, profitByMember, profitOfMembers } from '../wallet/index.js';
import { moneyOf, rangeOf, teamScope } from './agent-scope.js';

const epoch = (value: Date | string) => new Date(value).getTime();

/** Team betting: every team member's lottery bets placed in the range, newest first. */
export async function teamBets(
  db: Db,
  merchant: Merchant,
  agent: MemberSession,
  query: TeamBetsQuery,
): Promise<TeamBetsPage> {
  const { range, window } = rangeOf(merchant, query);
  const filter = {
    merchantId: merchant.id,
    members: await teamScope(db, agent, query.account),
    window,
  };
  const [rows, sums] = await Promise.all([
    pageMemberSetBets(db, filter, query.pageSize, pageOffset(query.pageNo, query.pageSize)),
    summarizeMemberSetBets(db, filter),
  ]);
  const content = rows.map((r) => ({
    betId: Number(r.id),
    account: r.account,
    orderNo: String(r.order_id),
    gameCode: r.game_code,
    periodNo: r.period_no,
    betType: r.bet_type,
    picks: r.pick,
    stake: toMinor(r.stake),
    win: toMinor(r.payout),
    status: r.status,
    placedAt: epoch(r.created_at),
  }));
  return {
    ...toPage(content, Number(sums.count), query.pageNo, query.pageSize),
    range,
    ...moneyOf(merchant),
    totals: { stake: toMinor(sums.stake), win: toMinor(sums.payout) },
  };
}

type TeamRoundsQueryParsed = z.infer<typeof teamRoundsQuerySchema>;

/** Team betting, vendors' games: every team member's rounds opened in the range. */
export async function teamRounds(
  db: Db,
  merchant: Merchant,
  agent: MemberSession,
  query: TeamRoundsQueryParsed,
  language?: string,
): Promise<TeamRoundsPage> {
  const { range, window } = rangeOf(merchant, query);
  const found = await memberSetRounds(
    db,
    merchant,
    {
      merchantId: merchant.id,
      members: await teamScope(db, agent, query.account),
      window,
      vassalage: query.vassalage,
    },
    query,
    language,
  );
  return {
    ...toPage(found.content, found.total, query.pageNo, query.pageSize),
    range,
    ...moneyOf(merchant),
    totals: found.totals,
  };
}

/** User profit and loss: the personal report's figures per team member that moved. */
export async function teamProfit(
  db: Db,
  merchant: Merchant,
  agent: MemberSession,
  query: TeamProfitQuery,
): Promise<TeamProfitPage> {
  const { range } = rangeOf(merchant, query);
  const scope = {
    merchantId: merchant.id,
    currency: merchant.currency,
    members: await teamScope(db, agent, query.account),
    range,
    timeZone: merchant.time_zone,
  };
  const [rows, total] = await Promise.all([
    profitByMember(db, {
      ...scope,
      limit: query.pageSize,
      offset: pageOffset(query.pageNo, query.pageSize),
    }),
    profitOfMembers(db, scope),
  ]);
  const content = rows.map((r) => ({ account: r.account, depth: r.depth, ...figuresOf(r) }));
  return {
    ...toPage(content, Number(total.members), query.pageNo, query.pageSize),
    range,
    ...moneyOf(merchant),
    totals: figuresOf(total),
  };
}

/** My income: the agent's own commission entries, newest first, with their net total. */
export async function agentIncome(
  db: Db,
  merchant: Merchant,
  agent: MemberSession,
  query: AgentIncomeQuery,
): Promise<AgentIncomePage> {
  const { range, window } = rangeOf(merchant, query);
  const filter = {
    merchantId: merchant.id,
    currency: merchant.currency,
    members: ownSet(db, agent.memberId),
    window,
    kinds: agentIncomeKinds,
  };
  const [rows, summary] = await Promise.all([
    pageMemberEntries(db, filter, query.pageSize, pageOffset(query.pageNo, query.pageSize)),
    summarizeMemberEntries(db, filter),
  ]);
  const content = rows.map((r) => ({
    id: r.id,
    kind: r.kind as (typeof agentIncomeKinds)[number],
    amount: r.amount,
    balanceAfter: r.balanceAfter,
    memo: r.memo,
    createdAt: r.createdAt.getTime(),
  }));
  return {
    ...toPage(content, summary.count, query.pageNo, query.pageSize),
    range,
    ...moneyOf(merchant),
    total: summary.amount,
  };
}

/** Transaction details: the team's wallet movements, newest first. */
export async function teamTransactions(
  db: Db,
  merchant: Merchant,
  agent: MemberSession,
  query: TeamTransactionsQuery,
): Promise<TeamTransactionsPage> {
  const { range, window } = rangeOf(merchant, query);
  const filter = {
    merchantId: merchant.id,
    currency: merchant.currency,
    members: await teamScope(db, agent, query.account),
    window,
    kinds: query.kind ? [query.kind] : undefined,
  };
  const [rows, summary] = await Promise.all([
    pageMemberEntries(db, filter, query.pageSize, pageOffset(query.pageNo, query.pageSize)),
    summarizeMemberEntries(db, filter),
  ]);
  const content = rows.map((r) => ({
    id: r.id,
    account: r.account,
    kind: r.kind,
    amount: r.amount,
    balanceAfter: r.balanceAfter,
    createdAt: r.createdAt.getTime(),
  }));
  return {
    ...toPage(content, summary.count, query.pageNo, query.pageSize),
    range,
    ...moneyOf(merchant),
  };
}
