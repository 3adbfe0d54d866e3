import { describe, expect, it } from 'vitest';
import { idsAhead } from './ids-ahead.js';

/** A sequence that counts the queries made of it and can be told to fail. */
function sequence() {
  let next = 1;
  const state = { queries: 0, failing: false };
  const load = async (count: number) => {
    state.queries += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (state.failing) throw new Error('connection lost');
    return Array.from({ length: count }, () => next++);
  };
  return { load, state };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('idsAhead', () => {
  it('answers many callers from one query, each with its own id, in call order', async () => {
    const { load, state } = sequence();
    const nextId = idsAhead(load, { block: 8, freshMs: 60_000 });
    const ids = await Promise.all(Array.from({ length: 5 }, () => nextId()));
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(state.queries).toBe(1);
  });

  it('tops the block up before it runs out, so callers keep going without waiting', async () => {
    const { load, state } = sequence();
    const nextId = idsAhead(load, { block: 8, freshMs: 60_000 });
    const ids = [];
    for (let i = 0; i < 7; i += 1) ids.push(await nextId());
    expect(state.queries).toBe(2);
    await sleep(20);
    for (let i = 0; i < 8; i += 1) ids.push(await nextId());
    expect(ids).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(new Set(ids).size).toBe(15);
  });

  it('gives up ids left unused for longer than freshMs', async () => {
    const { load } = sequence();
    const nextId = idsAhead(load, { block: 8, freshMs: 30 });
    expect(await nextId()).toBe(1);
    await sleep(60);
    expect(await nextId()).toBe(9);
  });

  it('fails the callers of a failed query, and the next call asks again', async () => {
    const { load, state } = sequence();
    const nextId = idsAhead(load, { block: 4, freshMs: 60_000 });
    state.failing = true;
    const failed = await Promise.allSettled([nextId(), nextId()]);
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    expect(state.queries).toBe(1);
    state.failing = false;
    expect(await nextId()).toBe(1);
  });
});
