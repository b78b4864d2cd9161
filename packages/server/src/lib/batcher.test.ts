import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

/** A run that records each batch and answers when released. */
function recorder<In>(answer: (item: In) => unknown = (item) => item) {
  const runs: In[][] = [];
  const releases: (() => void)[] = [];
  return {
    runs,
    release: () => releases.shift()?.(),
    run: (items: In[]) => {
      runs.push(items);
      return new Promise<unknown[]>((resolve, reject) =>
        releases.push(() => {
          try {
            resolve(items.map(answer));
          } catch (error) {
            reject(error);
          }
        }),
      );
    },
  };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('runs the items of one turn together at its end, and the items that arrive meanwhile together in the next run', async () => {
    const runner = recorder<number>((item) => item * 10);
    const submit = createBatcher<number, unknown>({ run: runner.run });
    const first = [submit(0), submit(1)];
    expect(runner.runs).toEqual([]);
    await tick();
    expect(runner.runs).toEqual([[0, 1]]);
    const rest = [submit(2), submit(3), submit(4)];
    await tick();
    expect(runner.runs).toEqual([[0, 1]]);
    runner.release();
    expect(await Promise.all(first)).toEqual([0, 10]);
    await tick();
    expect(runner.runs).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
    runner.release();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('runs each item of a failed run again alone, so only the bad one fails', async () => {
    const runs: number[][] = [];
    const submit = createBatcher<number, number>({
      run: async (items) => {
        runs.push(items);
        if (items.includes(3)) throw new Error('bad item 3');
        return items.map((item) => item + 1);
      },
    });
    const blocker = submit(0);
    const outcomes = await Promise.allSettled([blocker, submit(2), submit(3), submit(4)]);
    expect(
      outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message)),
    ).toEqual([1, 3, 'bad item 3', 5]);
    expect(runs).toEqual([[0, 2, 3, 4], [0], [2], [3], [4]]);
  });

  it('keeps items with the same key out of one run, and runs at most maxSize items at once', async () => {
    const runner = recorder<{ key: string; n: number }>((item) => item.n);
    const submit = createBatcher<{ key: string; n: number }, unknown>({
      run: runner.run,
      keysOf: (item) => [item.key],
      maxSize: 3,
    });
    const all = [
      submit({ key: 'a', n: 0 }),
      submit({ key: 'a', n: 1 }),
      submit({ key: 'b', n: 2 }),
      submit({ key: 'c', n: 3 }),
      submit({ key: 'd', n: 4 }),
      submit({ key: 'a', n: 5 }),
    ];
    for (let round = 0; round < 4; round += 1) {
      runner.release();
      await tick();
    }
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(runner.runs.map((run) => run.map((item) => item.n))).toEqual([[0, 2, 3], [1, 4], [5]]);
  });

  it('fails a run that answers the wrong number of results', async () => {
    const submit = createBatcher<number, number>({ run: async () => [] });
    await expect(submit(1)).rejects.toThrow('a batch of 1 answered 0 results');
  });
});
