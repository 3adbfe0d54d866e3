import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentIncomePage } from '@sorteo/shared/contract/agent-centre';
import { agentCentreEndpoints } from '@sorteo/shared/contract/agent-centre-endpoints';
import { call } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';

export interface AgentIncomeListQuery extends DateRange {
  pageNo: number;
  pageSize: number;
}

/** GET /wps/agent/income (agent session): the agent's commissions, newest first. */
export function getAgentIncome(
  query: AgentIncomeListQuery,
  signal?: AbortSignal,
): Promise<AgentIncomePage> {
  return call(agentCentreEndpoints.income, { query: { ...query } }, { signal });
}

export const agentIncomeQueryOptions = (query: AgentIncomeListQuery) =>
  queryOptions({
    queryKey: ['agent-centre', 'income', query],
    queryFn: ({ signal }) => getAgentIncome(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAgentIncome(query: AgentIncomeListQuery) {
  return useQuery(agentIncomeQueryOptions(query));
}
