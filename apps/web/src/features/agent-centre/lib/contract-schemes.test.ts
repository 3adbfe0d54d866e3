import { describe, expect, it } from 'vitest';
import type { Consolidated } from '@sorteo/shared/contract/agent-contracts';
import { enabledSchemes, schemeKinds, sessionFlags, waitingSchemes } from './contract-schemes';

const none: Consolidated = {
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  dailysalinfotype: 0,
  hoursalinfotype: 0,
  realtimesalinfotype: 0,
  divinfotype: 0,
};

describe('the contract scheme entries', () => {
  it('lists none and sets both flags off when nothing is enabled', () => {
    expect(enabledSchemes(none)).toEqual([]);
    expect(sessionFlags(none)).toEqual({ enableSalary: '0', enableContract: '0' });
  });

  it('lists each enabled kind in menu order', () => {
    const c = { ...none, realtimesalreqtype: 1, divtypereq: 1, contracthoursalreq: 1 } as const;
    expect(enabledSchemes(c)).toEqual(['dividend', 'hourlySalary', 'realTimeSalary']);
  });

  it('sets enableContract but not enableSalary for dividends alone', () => {
    expect(sessionFlags({ ...none, divtypereq: 1 })).toEqual({
      enableSalary: '0',
      enableContract: '1',
    });
  });

  it('sets both flags for any salary', () => {
    expect(sessionFlags({ ...none, contracthoursalreq: 1 })).toEqual({
      enableSalary: '1',
      enableContract: '1',
    });
  });

  it('marks an enabled entry whose offer waits, and ignores a disabled one', () => {
    const c = { ...none, dailysalreqtype: 1, dailysalinfotype: 2, divinfotype: 2 } as const;
    expect(waitingSchemes(c)).toEqual(['dailySalary']);
  });

  it('maps every scheme to its own contract kind', () => {
    expect(new Set(Object.values(schemeKinds)).size).toBe(4);
  });
});
