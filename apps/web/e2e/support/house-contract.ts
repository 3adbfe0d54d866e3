import type { OperatorApi } from '../fixtures';
import type { SiteApi } from './site-api';

/**
 * The house offers a top-level agent a daily salary of `rate` ‰ of its team's valid bet (one
 * tier: any team bet, one active member), and the agent accepts it through the API. Answers
 * the agent's session token.
 */
export async function acceptHouseDailySalary(
  operator: OperatorApi,
  api: SiteApi,
  agent: { username: string; password: string },
  rate: string,
): Promise<string> {
  const offer = await operator.call<{ id: number }>('POST', '/admin/agent-contracts/offers', {
    account: agent.username,
    terms: {
      kind: 'daily_salary',
      tiers: [{ minDailyTeamBet: 0, minActiveMembers: 1, rate }],
    },
  });
  const token = await api.login(agent.username, agent.password);
  await api.post(`/wps/agent/contracts/offers/${offer.id}/accept`, {}, token);
  return token;
}
