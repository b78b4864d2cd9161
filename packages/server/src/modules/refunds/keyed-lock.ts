/**
 * Runs tasks with the same key one after another within this process (tasks with other keys run freely). The
 * database keeps a repeated refund from moving money twice in any case; this makes a retry that arrives while
 * its first attempt is still running wait for it and answer the same refund, instead of failing on the code the
 * first attempt consumed.
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
