/** Waits until `check` holds, polling every 10 ms; throws `what` once `withinMs` have passed. */
export async function until(
  check: () => boolean,
  withinMs = 2000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
