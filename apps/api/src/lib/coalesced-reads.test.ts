import { describe, expect, it } from 'vitest';
import { coalescedCalls, coalescedReads } from './coalesced-reads.js';

describe('coalescedReads', () => {
  it('answers concurrent look-ups from one query, each with its own key', async () => {
    const queries: string[][] = [];
    const read = coalescedReads(async (keys) => {
      queries.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()]));
    });
    const answers = await Promise.all(['a', 'b', 'a', 'missing'].map((k) => read(k)));
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    // Asked in the same turn of the event loop: one query, each key once.
    expect(queries).toEqual([['a', 'b', 'missing']]);
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
    await new Promise((resolve) => setImmediate(resolve)); // its query has started
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

describe('coalescedCalls', () => {
  it('answers each call in its own place, the same input twice included', async () => {
    const queries: number[][] = [];
    const double = coalescedCalls(async (inputs: number[]) => {
      queries.push(inputs);
      return inputs.map((n) => n * 2);
    });
    expect(await Promise.all([1, 2, 2, 3].map((n) => double(n)))).toEqual([2, 4, 4, 6]);
    // Unlike coalescedReads, equal inputs are not merged: each call is its own row.
    expect(queries).toEqual([[1, 2, 2, 3]]);
  });

  it('sends calls made while a query runs together in the next one', async () => {
    const queries: number[][] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const echo = coalescedCalls(async (inputs: number[]) => {
      queries.push(inputs);
      if (queries.length === 1) await held;
      return inputs;
    });
    const first = echo(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [echo(2), echo(3)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(queries).toEqual([[1], [2, 3]]);
  });

  it('starts the next query before the callers of the last one go on', async () => {
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const echo = coalescedCalls(async (inputs: number[]) => {
      events.push(`query ${inputs.join(',')}`);
      if (inputs[0] === 1) await held;
      return inputs;
    });
    const first = echo(1).then((n) => events.push(`answered ${n}`));
    await new Promise((resolve) => setImmediate(resolve));
    const later = echo(2).then((n) => events.push(`answered ${n}`));
    release();
    await Promise.all([first, later]);
    expect(events).toEqual(['query 1', 'query 2', 'answered 1', 'answered 2']);
  });
});

describe('a shared query that fails', () => {
  it('asks each call again alone, so only the call at fault fails', async () => {
    const queries: string[][] = [];
    const upper = coalescedCalls(async (inputs: string[]) => {
      queries.push(inputs);
      if (inputs.includes('bad')) throw new Error('bad input');
      return inputs.map((s) => s.toUpperCase());
    });
    const answers = await Promise.allSettled(['a', 'bad', 'b'].map((s) => upper(s)));
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : 'rejected'))).toEqual([
      'A',
      'rejected',
      'B',
    ]);
    expect(queries).toEqual([['a', 'bad', 'b'], ['a'], ['bad'], ['b']]);
  });
});
