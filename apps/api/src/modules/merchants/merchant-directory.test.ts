import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/connection.js';
import {
  DIRECTORY_MAX_ENTRIES,
  DIRECTORY_TTL_MS,
  forgetMerchants,
  fromDirectory,
} from './merchant-directory.js';

const fakeDb = () => ({}) as Db;

describe('merchant directory', () => {
  afterEach(() => vi.useRealTimers());

  it('loads a key once while its copy is fresh, and again once it is older than the TTL', async () => {
    vi.useFakeTimers();
    const db = fakeDb();
    let loads = 0;
    const load = async () => ++loads;
    expect(await fromDirectory(db, 'code:A', load)).toBe(1);
    vi.advanceTimersByTime(DIRECTORY_TTL_MS - 1);
    expect(await fromDirectory(db, 'code:A', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await fromDirectory(db, 'code:A', load)).toBe(2);
  });

  it('shares one load between callers that miss together', async () => {
    const db = fakeDb();
    let loads = 0;
    const load = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => fromDirectory(db, 'x', load)),
    );
    expect(answers).toEqual(Array(10).fill(1));
  });

  it('reloads after a write forgets the copies', async () => {
    const db = fakeDb();
    let value = 'before';
    const load = async () => value;
    expect(await fromDirectory(db, 'region:1', load)).toBe('before');
    value = 'after';
    expect(await fromDirectory(db, 'region:1', load)).toBe('before');
    forgetMerchants();
    expect(await fromDirectory(db, 'region:1', load)).toBe('after');
  });

  it('keeps no failed load, and keeps databases apart', async () => {
    const db = fakeDb();
    await expect(fromDirectory(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await fromDirectory(db, 'k', async () => 'up')).toBe('up');
    expect(await fromDirectory(fakeDb(), 'k', async () => 'other')).toBe('other');
  });

  it('keeps no unknown code, so made-up Merchant headers cannot fill the memory', async () => {
    const db = fakeDb();
    let loads = 0;
    const unknown = async () => {
      loads += 1;
      return undefined;
    };
    await fromDirectory(db, 'code:NOPE', unknown);
    await fromDirectory(db, 'code:NOPE', unknown);
    expect(loads).toBe(2);
  });

  it('holds at most its limit of copies, dropping the oldest first', async () => {
    const db = fakeDb();
    let loads = 0;
    const load = async () => ++loads;
    for (let i = 0; i < DIRECTORY_MAX_ENTRIES * 3; i++) await fromDirectory(db, `host:${i}`, load);
    expect(loads).toBe(DIRECTORY_MAX_ENTRIES * 3);
    // The newest are still answered from the copy; the oldest were dropped.
    await fromDirectory(db, `host:${DIRECTORY_MAX_ENTRIES * 3 - 1}`, load);
    expect(loads).toBe(DIRECTORY_MAX_ENTRIES * 3);
    await fromDirectory(db, 'host:0', load);
    expect(loads).toBe(DIRECTORY_MAX_ENTRIES * 3 + 1);
  });
});
