/** Calls answered by one query at most; more wait for the next. */
const MAX_CALLS = 256;

type Waiting<I, O> = {
  input: I;
  resolve: (value: O) => void;
  reject: (e: unknown) => void;
};

/**
 * Turns a query over many inputs at once (answers in input order) into a call of one input
 * that shares queries: calls made in the same turn of the event loop go together, and calls
 * made while a query runs wait for it to end and then go together in the next one. Nothing
 * is cached: every answer comes from a query that started after the call, so a change
 * committed before the call (a revoked session, a closed period) is seen. When a shared query
 * fails, each of its calls is asked again alone, so one caller's bad input fails only that
 * caller.
 */
export function coalescedCalls<I, O>(
  load: (inputs: I[]) => Promise<O[]>,
): (input: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let running = false;
  let scheduled = false;

  // The next query starts once the event loop has handled what it has in hand: requests that
  // arrive together (one read of several sockets) then share it instead of the first going
  // alone and the rest waiting for it.
  const schedule = () => {
    if (running || scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(run);
  };

  const alone = (w: Waiting<I, O>) =>
    load([w.input]).then((answers) => w.resolve(answers[0]!), w.reject);

  const run = () => {
    scheduled = false;
    if (running || queue.length === 0) return;
    running = true;
    const batch = queue.splice(0, MAX_CALLS);
    load(batch.map((w) => w.input)).then(
      (answers) => {
        // The next query goes out before these callers go on, so it travels meanwhile.
        running = false;
        try {
          run();
        } finally {
          batch.forEach((w, i) => w.resolve(answers[i]!));
        }
      },
      (error: unknown) => {
        const retried =
          batch.length === 1 ? batch[0]!.reject(error) : Promise.all(batch.map(alone));
        void Promise.resolve(retried).finally(() => {
          running = false;
          schedule();
        });
      },
    );
  };

  return (input) =>
    new Promise((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
}

/** `coalescedCalls` for a look-up by key: each distinct key is asked once per query. */
export function coalescedReads<V>(
  load: (keys: string[]) => Promise<Map<string, V>>,
): (key: string) => Promise<V | undefined> {
  return coalescedCalls(async (keys: string[]) => {
    const found = await load([...new Set(keys)]);
    return keys.map((key) => found.get(key));
  });
}
