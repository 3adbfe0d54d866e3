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
import { pageOffset, toFeed, toPage } from '../../lib/paging.js';
import { memberEntriesBefore, pageMemberEntries, summarizeMemberEntries } from '../ledger/index.js';
import { memberSetBetsBefore } from '../lottery-bets/index.js';
import type { Merchant } from '../merchants/index.js';
import { ownSet, pageTeam, type MemberSession } from '../members/index.js';
import { memberSetRounds } from '../vendor-wallet/index.js';
import { figuresByPeriod, figuresWithTeams, type FiguresOwner } from '../rollups/index.js';
import { figuresOf, sumFigures, zeroFigures } from '../wallet/index.js';
import { moneyOf, namedTeamMember, rangeOf, teamScope } from './agent-scope.js';

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
  const rows = await memberSetBetsBefore(db, filter, query.before, query.pageSize + 1);
  const bets = rows.map((r) => ({
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
  return { ...toFeed(bets, query.pageSize, (b) => b.betId), range, ...moneyOf(merchant) };
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
  const rounds = await memberSetRounds(
    db,
    merchant,
    {
      merchantId: merchant.id,
      members: await teamScope(db, agent, query.account),
      window,
      vassalage: query.vassalage,
    },
    { before: query.before, limit: query.pageSize + 1 },
    language,
  );
  return {
    ...toFeed(rounds, query.pageSize, (r) => Number(r.roundRef)),
    range,
    ...moneyOf(merchant),
  };
}

/**
 * User profit and loss: the direct downlines of the agent, or of the team account named,
 * newest first, each with its figures and everyone's under it, read from the rollups; the
 * page costs its rows whatever the team's size.
 */
export async function teamProfit(
  db: Db,
  merchant: Merchant,
  agent: MemberSession,
  query: TeamProfitQuery,
): Promise<TeamProfitPage> {
  const { range } = rangeOf(merchant, query);
  const viewed = query.account ? await namedTeamMember(db, agent, query.account) : null;
  const parentId = viewed?.id ?? agent.memberId;
  const scope = {
    merchantId: merchant.id,
    currency: merchant.currency,
    range,
    timeZone: merchant.time_zone,
  };
  const sumOf = async (owner: FiguresOwner) =>
    sumFigures((await figuresByPeriod(db, { ...scope, owner, groupBy: 'month' })).map(figuresOf));
  const { rows, total } = await pageTeam(db, parentId, {
    directOnly: true,
    limit: query.pageSize,
    offset: pageOffset(query.pageNo, query.pageSize),
  });
  const [figures, totals, own] = await Promise.all([
    figuresWithTeams(db, { ...scope, members: rows.map((r) => r.id) }),
    sumOf({ team: parentId }),
    viewed ? sumOf({ member: viewed.id }) : null,
  ]);
  const depthOffset = viewed ? Number(viewed.depth) : 0;
  const content = rows.map((r) => {
    const sums = figures.get(r.id);
    return {
      account: r.account,
      depth: depthOffset + Number(r.depth),
      directCount: Number(r.direct_count),
      ...(sums ? figuresOf(sums) : zeroFigures()),
    };
  });
  return {
    ...toPage(content, total, query.pageNo, query.pageSize),
    range,
    ...moneyOf(merchant),
    viewing:
      viewed && own ? { account: viewed.account, depth: Number(viewed.depth), ...own } : null,
    totals,
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

/**
 * Transaction details: the team's wallet movements, newest first, a page at a time after
 * the last entry of the page before.
 */
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
  const rows = await memberEntriesBefore(db, filter, query.before, query.pageSize + 1);
  const entries = rows.map((r) => ({
    id: r.id,
    account: r.account,
    kind: r.kind,
    amount: r.amount,
    balanceAfter: r.balanceAfter,
    createdAt: r.createdAt.getTime(),
  }));
  return { ...toFeed(entries, query.pageSize, (e) => e.id), range, ...moneyOf(merchant) };
}
