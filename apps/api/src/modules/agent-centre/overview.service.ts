import type { AgentOverview, AgentRangeQuery } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import type { Merchant } from '../merchants/index.js';
import { teamHeadcount, type MemberSession } from '../members/index.js';
import { activeByDay, figuresByPeriod, walletsNow } from '../rollups/index.js';
import { figuresOf, sumFigures } from '../wallet/index.js';
import { moneyOf, rangeOf } from './agent-scope.js';

/**
 * The agent's dashboard over a range: team size and growth, the team's wallets now, and
 * the team's registrations, active members and money per day, read from the team's hourly
 * rollup (the same figures the personal profit report adds up, summed over the whole team).
 */
export async function agentOverview(
  db: Db,
  merchant: Merchant,
  agent: MemberSession,
  query: AgentRangeQuery,
): Promise<AgentOverview> {
  const { range } = rangeOf(merchant, query);
  const scope = {
    merchantId: merchant.id,
    currency: merchant.currency,
    range,
    timeZone: merchant.time_zone,
  };
  const [headcount, teamBalance, dayRows, activeDays] = await Promise.all([
    teamHeadcount(db, agent.memberId),
    walletsNow(db, {
      merchantId: merchant.id,
      currency: merchant.currency,
      owner: { team: agent.memberId },
    }),
    figuresByPeriod(db, { ...scope, owner: { team: agent.memberId }, groupBy: 'day' }),
    activeByDay(db, { ...scope, team: agent.memberId }),
  ]);
  const figures = dayRows.map(figuresOf);
  const joined = dayRows.map((row) => Number(row.joined));
  const active = activeDays.map((d) => d.active);
  return {
    range,
    ...moneyOf(merchant),
    team: {
      direct: headcount.direct,
      total: headcount.total,
      newMembers: joined.reduce((n, x) => n + x, 0),
      activeMembers: Math.max(0, ...active),
    },
    teamBalance,
    totals: sumFigures(figures),
    days: dayRows.map((row, i) => ({
      day: row.period,
      newMembers: joined[i]!,
      activeMembers: active[i]!,
      bets: figures[i]!.bets,
      profit: figures[i]!.profit,
    })),
  };
}
