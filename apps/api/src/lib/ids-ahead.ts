/** Ids taken from a sequence a block at a time, so most callers need no round trip. */
export type IdsAheadOptions = {
  /** Ids taken in one query. */
  block: number;
  /** Ids older than this are given up, so an id stays close to the time it is used. */
  freshMs: number;
};

/**
 * `load(count)` takes `count` new ids from a sequence. The block is topped up in the
 * background once a quarter of it is left; a caller waits only when none is left, and then
 * for one query shared with every caller waiting with it. A failed query fails those
 * callers, and the next call tries again.
 */
export function idsAhead(
  load: (count: number) => Promise<number[]>,
  { block, freshMs }: IdsAheadOptions,
): () => Promise<number> {
  let ids: number[] = [];
  let takenAt = 0;
  let loading: Promise<void> | null = null;

  const refill = () =>
    (loading ??= load(block)
      .then((fresh) => {
        if (fresh.length === 0) throw new Error('The sequence gave no ids');
        ids = ids.concat(fresh);
        takenAt = performance.now();
      })
      .finally(() => {
        loading = null;
      }));

  return async () => {
    if (performance.now() - takenAt > freshMs) ids = [];
    if (ids.length <= block / 4) refill().catch(() => undefined);
    while (ids.length === 0) await refill();
    return ids.shift()!;
  };
}
