import type { TeamPage, TeamQuery } from '@sorteo/shared';
import type { Db } from '../../db/connection.js';
import { pageOffset, toPage } from '../../lib/paging.js';
import { walletBalancesOf } from '../ledger/index.js';
import type { Merchant } from '../merchants/index.js';
import { pageTeam, type MemberSession } from '../members/index.js';
import { moneyOf } from './agent-scope.js';

const epoch = (value: Date | string) => new Date(value).getTime();

/** Team management: the agent's downline by depth then account, with wallets as they are now. */
export async function teamPage(
  db: Db,
  merchant: Merchant,
  agent: MemberSession,
  query: TeamQuery,
): Promise<TeamPage> {
  const { rows, total } = await pageTeam(db, agent.memberId, {
    query: query.query,
    directOnly: query.scope === 'direct',
    limit: query.pageSize,
    offset: pageOffset(query.pageNo, query.pageSize),
  });
  const balances = await walletBalancesOf(
    db,
    merchant.id,
    merchant.currency,
    rows.map((r) => r.id),
  );
  const content = rows.map((r) => ({
    account: r.account,
    depth: Number(r.depth),
    type: r.type,
    status: r.status,
    balance: balances.get(r.id) ?? 0,
    directCount: Number(r.direct_count),
    registeredAt: epoch(r.created_at),
    lastLoginAt: r.last_login_at === null ? null : epoch(r.last_login_at),
  }));
  return { ...toPage(content, total, query.pageNo, query.pageSize), ...moneyOf(merchant) };
}
