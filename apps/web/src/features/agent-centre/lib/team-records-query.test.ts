import { describe, expect, it } from 'vitest';
import { teamRecordsParams } from './team-records-query';

describe('team records query string', () => {
  it('leaves the account out for the whole team', () => {
    const query = { from: '2026-03-01', to: '2026-03-07', account: null, pageNo: 1, pageSize: 20 };
    expect(teamRecordsParams(query)).toEqual({ ...query, account: undefined });
    expect(teamRecordsParams({ ...query, account: 'ana01' }).account).toBe('ana01');
  });
});
