import {
  consolidatedFields,
  type Consolidated,
  type ContractKind,
} from '@sorteo/shared/contract/agent-contracts';
import { schemePanels, type AgentScheme } from './agent-menu';

/** The contract kind each scheme entry of the menu shows. */
export const schemeKinds: Record<AgentScheme, ContractKind> = {
  dividend: 'dividend',
  dailySalary: 'daily_salary',
  hourlySalary: 'hourly_salary',
  realTimeSalary: 'realtime_salary',
};

const salaryKinds: readonly ContractKind[] = ['daily_salary', 'hourly_salary', 'realtime_salary'];

const req = (c: Consolidated, kind: ContractKind) =>
  c[consolidatedFields[kind].req as keyof Consolidated];
const info = (c: Consolidated, kind: ContractKind) =>
  c[consolidatedFields[kind].info as keyof Consolidated];

/** The scheme entries to list: those whose `…req` flag is 1. */
export function enabledSchemes(c: Consolidated): AgentScheme[] {
  return schemePanels.filter((scheme) => req(c, schemeKinds[scheme]) === 1);
}

/** The scheme entries with an offer waiting for the agent's answer (info type 2). */
export function waitingSchemes(c: Consolidated): AgentScheme[] {
  return enabledSchemes(c).filter((scheme) => info(c, schemeKinds[scheme]) === 2);
}

/**
 * The session flags SPEC §3 names: `enableSalary` when any salary entry shows,
 * `enableContract` when any entry shows, each '1' or '0'.
 */
export function sessionFlags(c: Consolidated): {
  enableSalary: '1' | '0';
  enableContract: '1' | '0';
} {
  const on = (kinds: readonly ContractKind[]) => (kinds.some((k) => req(c, k) === 1) ? '1' : '0');
  return {
    enableSalary: on(salaryKinds),
    enableContract: on(Object.values(schemeKinds)),
  };
}
