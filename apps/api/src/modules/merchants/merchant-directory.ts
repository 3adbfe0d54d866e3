import type { Db } from '../../db/connection.js';

/**
 * How long a process answers a merchant's row and region rules from its own copy. Every
 * player request needs both before anything else, and they change only when an operator
 * changes them: a change made through this process is seen by its next request, one made
 * through another process within this long (docs/scaling.md).
 */
export const DIRECTORY_TTL_MS = 1_000;

type Entry = { loadedAt: number; generation: number; value: Promise<unknown> };

const directories = new WeakMap<Db, Map<string, Entry>>();
let generation = 0;

/** Drops every copy; the merchant and region-rule writers call it. */
export function forgetMerchants(): void {
  generation += 1;
}

/**
 * The value under `key` for this database, loaded at most once per `DIRECTORY_TTL_MS`;
 * callers that miss together share one load, and a failed load is not kept.
 */
export function fromDirectory<V>(db: Db, key: string, load: () => Promise<V>): Promise<V> {
  let entries = directories.get(db);
  if (!entries) {
    entries = new Map();
    directories.set(db, entries);
  }
  const now = Date.now();
  const entry = entries.get(key);
  if (entry && entry.generation === generation && now - entry.loadedAt < DIRECTORY_TTL_MS) {
    return entry.value as Promise<V>;
  }
  const value = load();
  const fresh = { loadedAt: now, generation, value };
  entries.set(key, fresh);
  value.catch(() => {
    if (entries.get(key) === fresh) entries.delete(key);
  });
  return value;
}
