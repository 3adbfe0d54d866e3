import type { Db } from '../../db/connection.js';

/**
 * How long a process answers a merchant's row and region rules from its own copy. Every
 * player request needs both before anything else, and they change only when an operator
 * changes them: a change made through this process is seen by its next request, one made
 * through another process within this long (docs/scaling.md).
 */
export const DIRECTORY_TTL_MS = 1_000;

/** Copies kept per database at most; the keys come from request headers (code, host). */
export const DIRECTORY_MAX_ENTRIES = 500;

type Entry = { loadedAt: number; generation: number; value: Promise<unknown> };

const directories = new WeakMap<Db, Map<string, Entry>>();
let generation = 0;

/**
 * Drops every copy. The merchant and region-rule writers call it as they write and again
 * once their transaction has committed, so a request that reloaded in between (and read
 * the row as it was) does not keep that copy.
 */
export function forgetMerchants(): void {
  generation += 1;
}

function entriesOf(db: Db): Map<string, Entry> {
  let entries = directories.get(db);
  if (!entries) {
    entries = new Map();
    directories.set(db, entries);
  }
  return entries;
}

/** Makes room for one more copy: the expired ones go first, then the oldest. */
function makeRoom(entries: Map<string, Entry>, now: number): void {
  if (entries.size < DIRECTORY_MAX_ENTRIES) return;
  for (const [key, entry] of entries) {
    if (entry.generation !== generation || now - entry.loadedAt >= DIRECTORY_TTL_MS) {
      entries.delete(key);
    }
  }
  // Maps keep insertion order, so the first keys are the oldest copies.
  for (const key of entries.keys()) {
    if (entries.size < DIRECTORY_MAX_ENTRIES) break;
    entries.delete(key);
  }
}

/**
 * The value under `key` for this database, loaded at most once per `DIRECTORY_TTL_MS`;
 * callers that miss together share one load. Only found values are kept: a failed load or
 * an answer of `undefined` (an unknown code or host, which anyone can send) is not.
 */
export function fromDirectory<V>(db: Db, key: string, load: () => Promise<V>): Promise<V> {
  const entries = entriesOf(db);
  const now = Date.now();
  const entry = entries.get(key);
  if (entry && entry.generation === generation && now - entry.loadedAt < DIRECTORY_TTL_MS) {
    return entry.value as Promise<V>;
  }
  entries.delete(key);
  makeRoom(entries, now);
  const value = load();
  const fresh = { loadedAt: now, generation, value };
  entries.set(key, fresh);
  const drop = () => {
    if (entries.get(key) === fresh) entries.delete(key);
  };
  value.then((found) => found === undefined && drop(), drop);
  return value;
}
