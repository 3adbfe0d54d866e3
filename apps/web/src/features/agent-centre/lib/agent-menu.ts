import type { AgentCentrePanel } from '@sorteo/shared/contract/agent-centre';

/** Entries every agent sees, in SPEC §2 order. */
export const standardPanels = [
  'announcement',
  'overview',
  'account',
  'team',
  'teamBets',
  'userProfit',
  'income',
  'transactions',
] as const satisfies readonly AgentCentrePanel[];

/** Contract schemes, listed after the standard entries and only when the merchant enabled them. */
export const schemePanels = [
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realTimeSalary',
] as const satisfies readonly AgentCentrePanel[];
export type AgentScheme = (typeof schemePanels)[number];

/** The menu: the standard entries, then the enabled schemes in their SPEC order. */
export function menuPanels(enabled: Iterable<AgentScheme>): AgentCentrePanel[] {
  const on = new Set(enabled);
  return [...standardPanels, ...schemePanels.filter((scheme) => on.has(scheme))];
}

/**
 * Where a key moves the menu's focus from entry `at` of `count`: arrows step and wrap (down
 * and right forward, up and left back, so the phone strip works the same), Home and End
 * jump. Null for any other key.
 */
export function menuMove(key: string, at: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return (at + 1) % count;
    case 'ArrowUp':
    case 'ArrowLeft':
      return (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
