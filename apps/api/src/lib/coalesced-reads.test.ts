import { describe, expect, it } from 'vitest';
import { coalescedReads } from './coalesced-reads.js';

describe('coalescedReads', () => {
  it('answers concurrent look-ups from one query, each with its own key', async () => {
    const queries: string[][] = [];
    const read = coalescedReads(async (keys) => {
      queries.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()]));
    });
    const answers = await Promise.all(['a', 'b', 'a', 'missing'].map((k) => read(k)));
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    // The first look-up starts at once; the others arrive while it runs and share the next.
    expect(queries).toEqual([['a'], ['b', 'a', 'missing']]);
  });

  it('never answers a look-up from a query that started before it was asked', async () => {
    let value = 'before';
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const read = coalescedReads(async (keys) => {
      const seen = value;
      if (calls++ === 0) await held;
      return new Map(keys.map((k) => [k, seen]));
    });
    const first = read('session');
    value = 'revoked';
    const second = read('session');
    release();
    expect(await first).toBe('before');
    expect(await second).toBe('revoked');
  });

  it('hands a failed query to every look-up that shared it, and goes on with the next', async () => {
    let fail = true;
    const read = coalescedReads(async (keys) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, 1]));
    });
    const failed = await Promise.allSettled([read('x'), read('y'), read('z')]);
    expect(failed.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
    fail = false;
    expect(await read('x')).toBe(1);
  });
});
