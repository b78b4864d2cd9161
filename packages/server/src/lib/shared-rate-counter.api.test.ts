import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
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

it('lets a busy key reserve places ahead: places stay unique across processes and the reserve is bounded', async () => {
  const max = 5_000;
  const processes = [createSharedRateCounter(server.db), createSharedRateCounter(server.db)];
  const places: number[] = [];
  for (let wave = 0; wave < 60; wave += 1) {
    const answers = await Promise.all(
      processes.flatMap((counter) => Array.from({ length: 10 }, () => counter.hit('busy', 60_000, max))),
    );
    places.push(...answers.map((answer) => answer.count));
  }
  expect(new Set(places).size).toBe(places.length);
  const [row] = (
    await server.db.execute<{ count: number }>(sql`select count from rate_limit_counters where key = 'busy'`)
  ).rows;
  const reserved = row!.count - places.length;
  // Busy: each process took places ahead; never more than a fiftieth of the limit each.
  expect(reserved).toBeGreaterThan(0);
  expect(reserved).toBeLessThanOrEqual(2 * (max / 50));
  // Without a limit given, nothing is reserved.
  const quiet = createSharedRateCounter(server.db);
  await Promise.all(Array.from({ length: 40 }, () => quiet.hit('unlimited', 60_000)));
  const [unlimited] = (
    await server.db.execute<{ count: number }>(sql`select count from rate_limit_counters where key = 'unlimited'`)
  ).rows;
  expect(unlimited!.count).toBe(40);
});

it('never admits past the limit with a reserve: the places above it are refusals', async () => {
  const max = 100;
  const counter = createSharedRateCounter(server.db);
  const places: number[] = [];
  for (let wave = 0; wave < 20; wave += 1) {
    const answers = await Promise.all(Array.from({ length: 20 }, () => counter.hit('capped', 60_000, max)));
    places.push(...answers.map((answer) => answer.count));
  }
  expect(new Set(places).size).toBe(places.length);
  expect(places.filter((place) => place <= max).length).toBeLessThanOrEqual(max);
});
