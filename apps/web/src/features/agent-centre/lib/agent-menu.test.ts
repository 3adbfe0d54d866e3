import { describe, expect, it } from 'vitest';
import { agentCentrePanels } from '@sorteo/shared/contract/agent-centre';
import { menuMove, menuPanels, schemePanels, standardPanels } from './agent-menu';

describe('the agent centre menu', () => {
  it('lists the standard entries in SPEC order when no scheme is enabled', () => {
    expect(menuPanels([])).toEqual([
      'announcement',
      'overview',
      'account',
      'team',
      'teamBets',
      'userProfit',
      'income',
      'transactions',
    ]);
  });

  it('adds enabled schemes after them, in SPEC order whatever order they came in', () => {
    expect(menuPanels(['realTimeSalary', 'dividend']).slice(-2)).toEqual([
      'dividend',
      'realTimeSalary',
    ]);
  });

  it('covers every panel of the contract, in its order', () => {
    expect([...standardPanels, ...schemePanels]).toEqual([...agentCentrePanels]);
  });

  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(menuMove('ArrowDown', 0, 8)).toBe(1);
    expect(menuMove('ArrowRight', 7, 8)).toBe(0);
    expect(menuMove('ArrowUp', 0, 8)).toBe(7);
    expect(menuMove('ArrowLeft', 3, 8)).toBe(2);
    expect(menuMove('Home', 5, 8)).toBe(0);
    expect(menuMove('End', 2, 8)).toBe(7);
    expect(menuMove('Enter', 2, 8)).toBeNull();
    expect(menuMove('ArrowDown', 0, 0)).toBeNull();
  });
});
