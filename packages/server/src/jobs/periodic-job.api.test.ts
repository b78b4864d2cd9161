import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.ts';
import { sleep } from '../../test/support/sleep.ts';
import { startTestServer, type TestServer } from '../../test/support/harness.ts';
import { startPeriodicJob } from './periodic-job.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const log = createLogger('silent');

describe('a periodic job', () => {
  it('runs in one process at a time: a second process skips its turn while the first runs', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const task = async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      await sleep(150);
      active -= 1;
      runs += 1;
    };
    const first = startPeriodicJob(server.db, { name: 'test', lockKey: 9001, intervalMs: 0, task, log });
    const second = startPeriodicJob(server.db, { name: 'test', lockKey: 9001, intervalMs: 0, task, log });
    const outcomes = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(maxActive).toBe(1);
    // The lock is given back: the next turn runs.
    expect(await second.runOnce()).toBe(true);
    expect(runs).toBe(2);
  });

  it('runs at start and every interval, survives a failing run, and stops after the run in progress', async () => {
    let runs = 0;
    const job = startPeriodicJob(server.db, {
      name: 'ticking',
      lockKey: 9002,
      intervalMs: 60,
      task: async () => {
        runs += 1;
        if (runs === 2) throw new Error('one bad run');
        await sleep(20);
      },
      log,
    });
    await sleep(400);
    await job.stop();
    const after = runs;
    expect(after).toBeGreaterThanOrEqual(3);
    await sleep(150);
    expect(runs).toBe(after);
    expect(await job.runOnce()).toBe(false);
  });

  it('does not run when its interval is 0 (disabled) until asked', async () => {
    let runs = 0;
    const job = startPeriodicJob(server.db, { name: 'off', lockKey: 9003, intervalMs: 0, task: async () => void (runs += 1), log });
    await sleep(100);
    expect(runs).toBe(0);
    await job.stop();
  });
});
