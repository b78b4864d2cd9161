/**
 * Group execution of one statement for many concurrent callers. Under load, each hot statement of the payment API
 * would otherwise cost every request a round trip, a commit and a wake-up of a PostgreSQL backend; a batcher runs
 * the items of one turn of the event loop together at its end, and lets the items that arrive while a run is in
 * flight wait and go together in the next run (one statement for all of them). When calm, an item waits only for
 * the end of its turn; under load, batches grow by themselves.
 *
 * A run answers one result per item, in order. When a run of several items fails, each item is run again alone,
 * so one bad item fails only its own caller (a failed statement changed nothing: running again is safe).
 */
export interface BatcherOptions<In, Out> {
  run(items: In[]): Promise<Out[]>;
  /**
   * Items that must not share a run (they would touch the same row twice in one statement): an item with a key
   * already in the forming run waits for the following one.
   */
  keysOf?: (item: In) => readonly string[];
  /** Most items in one run (default 200). */
  maxSize?: number;
}

export type Batcher<In, Out> = (item: In) => Promise<Out>;

interface Waiting<In, Out> {
  item: In;
  resolve: (value: Out) => void;
  reject: (error: unknown) => void;
}

export function createBatcher<In, Out>(options: BatcherOptions<In, Out>): Batcher<In, Out> {
  const maxSize = options.maxSize ?? 200;
  let queue: Waiting<In, Out>[] = [];
  let isRunning = false;
  let isScheduled = false;

  async function runAlone(entry: Waiting<In, Out>): Promise<void> {
    try {
      const [result] = await options.run([entry.item]);
      entry.resolve(result as Out);
    } catch (error) {
      entry.reject(error);
    }
  }

  /** Takes the next run from the queue: up to maxSize items, none sharing a key. */
  function nextRun(): Waiting<In, Out>[] {
    if (!options.keysOf) return queue.splice(0, maxSize);
    const taken: Waiting<In, Out>[] = [];
    const left: Waiting<In, Out>[] = [];
    const keys = new Set<string>();
    for (const entry of queue) {
      const itemKeys = options.keysOf(entry.item);
      if (taken.length >= maxSize || itemKeys.some((key) => keys.has(key))) {
        left.push(entry);
        continue;
      }
      for (const key of itemKeys) keys.add(key);
      taken.push(entry);
    }
    queue = left;
    return taken;
  }

  async function drain(): Promise<void> {
    isRunning = true;
    try {
      while (queue.length > 0) {
        const batch = nextRun();
        let results: Out[];
        try {
          results = await options.run(batch.map((entry) => entry.item));
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error);
          else await Promise.all(batch.map(runAlone));
          continue;
        }
        if (results.length !== batch.length) {
          const error = new Error(`a batch of ${batch.length} answered ${results.length} results`);
          for (const entry of batch) entry.reject(error);
          continue;
        }
        batch.forEach((entry, index) => entry.resolve(results[index]!));
      }
    } finally {
      isRunning = false;
    }
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!isRunning && !isScheduled) {
        // Start at the end of this turn of the event loop: the requests whose bytes arrived together join.
        isScheduled = true;
        setImmediate(() => {
          isScheduled = false;
          if (!isRunning && queue.length > 0) void drain();
        });
      }
    });
}

/** A run's answer rows (each with its item's place `i`) as one result per item, `missing` where no row came. */
export function resultsByIndex<Row extends { i: number }, Out>(
  rows: readonly Row[],
  count: number,
  toResult: (row: Row) => Out,
  missing: Out,
): Out[] {
  const results = new Array<Out>(count).fill(missing);
  for (const row of rows) results[Number(row.i)] = toResult(row);
  return results;
}
