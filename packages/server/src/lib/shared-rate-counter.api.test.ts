import { expect, it } from 'vitest';
import { serverForThisFile } from '../../test/support/harness.ts';
import { createSharedRateCounter } from './shared-rate-counter.ts';

const server = serverForThisFile();

it('gives each of many hits at once its own place in the count, per key', async () => {
  const counter = createSharedRateCounter(server.db);
  const hits = await Promise.all(Array.from({ length: 30 }, (_, index) => counter.hit(`test:${index % 3}`, 60_000)));
  for (let key = 0; key < 3; key += 1) {
    const counts = hits.filter((_, index) => index % 3 === key).map((hit) => hit.count);
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  }
  expect(hits.every((hit) => hit.ttlMs > 0 && hit.ttlMs <= 60_000)).toBe(true);
  // A second counter (another process) continues the same count.
  expect((await createSharedRateCounter(server.db).hit('test:0', 60_000)).count).toBe(11);
});

it('opens a new window once the last one ended, and purges ended windows', async () => {
  const counter = createSharedRateCounter(server.db);
  await counter.hit('short', 1);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect((await counter.hit('short', 1)).count).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await counter.purge(1)).toBeGreaterThanOrEqual(1);
  expect((await counter.hit('test:1', 60_000)).count).toBe(1);
});
