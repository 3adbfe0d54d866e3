/** Keys read in one query at most; more wait for the next. */
const MAX_KEYS = 256;

type Waiting<V> = {
  key: string;
  resolve: (value: V | undefined) => void;
  reject: (e: unknown) => void;
};

/**
 * Turns a look-up of many keys at once into a look-up of one key that shares queries: keys
 * asked while a query runs wait for it to end and then go together in the next one. Nothing
 * is cached: every answer comes from a query that started after it was asked, so a change
 * committed before the call (a revoked session) is always seen.
 */
export function coalescedReads<V>(
  load: (keys: string[]) => Promise<Map<string, V>>,
): (key: string) => Promise<V | undefined> {
  const queue: Waiting<V>[] = [];
  let running = false;

  const run = () => {
    if (running || queue.length === 0) return;
    running = true;
    const batch = queue.splice(0, MAX_KEYS);
    load([...new Set(batch.map((w) => w.key))])
      .then(
        (found) => batch.forEach((w) => w.resolve(found.get(w.key))),
        (error: unknown) => batch.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        running = false;
        run();
      });
  };

  return (key) =>
    new Promise((resolve, reject) => {
      queue.push({ key, resolve, reject });
      run();
    });
}
