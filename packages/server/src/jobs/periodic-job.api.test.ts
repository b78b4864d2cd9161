import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.ts';
import { sleep } from '../../test/support/sleep.ts';
import { serverForThisFile } from '../../test/support/harness.ts';
import { createPeriodicJob, type JobDefinition } from './periodic-job.ts';
import { createJobRegistry } from './registry.ts';

const server = serverForThisFile();

const log = createLogger('silent');
const noRetries = { retryDelaysMs: [] };
const job = (definition: JobDefinition, retryDelaysMs: number[] = []) =>
  createPeriodicJob(server.db, definition, { retryDelaysMs }, log);

async function deadLetters(name: string) {
  const { rows } = await server.db.execute<{ attempts: number; error: string }>(
    sql`select attempts, error from job_dead_letters where job = ${name}`,
  );
  return rows;
}

/** A job whose first `failures` attempts throw `attempt <n> failed` (every attempt when not told); counts them. */
function failingJob(name: string, lockKey: number, retryDelaysMs: number[], failures = Infinity) {
  let attempts = 0;
  const task = async () => {
    attempts += 1;
    if (attempts <= failures) throw new Error(`attempt ${attempts} failed`);
  };
  return { job: job({ name, lockKey, intervalMs: 0, task }, retryDelaysMs), attempts: () => attempts };
}

describe('a periodic job', () => {
  it('runs in one process at a time: a second process skips its turn while the first runs', async () => {
    let runs = 0;
    let release = () => {};
    const task = async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
    };
    const first = job({ name: 'test', lockKey: 9001, intervalMs: 0, task });
    const second = job({ name: 'test', lockKey: 9001, intervalMs: 0, task });
    const firstRun = first.runOnce();
    await expect.poll(() => runs).toBe(1);
    expect(await second.runOnce()).toBe(false);
    release();
    expect(await firstRun).toBe(true);
    // The lock is given back: the next turn runs.
    const secondRun = second.runOnce();
    await expect.poll(() => runs).toBe(2);
    release();
    expect(await secondRun).toBe(true);
  });

  it('runs at start and every interval, survives a failing run, and stops after the run in progress', async () => {
    let runs = 0;
    const ticking = job({
      name: 'ticking',
      lockKey: 9002,
      intervalMs: 60,
      task: async () => {
        runs += 1;
        if (runs === 2) throw new Error('one bad run');
        await sleep(20);
      },
    });
    ticking.start();
    await expect.poll(() => runs, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    await ticking.stop();
    const after = runs;
    await sleep(150);
    expect(runs).toBe(after);
    expect(await ticking.runOnce()).toBe(false);
  });

  it('does not run when its interval is 0 (disabled) until asked', async () => {
    let runs = 0;
    const off = job({ name: 'off', lockKey: 9003, intervalMs: 0, task: async () => void (runs += 1) });
    off.start();
    await sleep(100);
    expect(runs).toBe(0);
    expect(await off.runOnce()).toBe(true);
    expect(runs).toBe(1);
    await off.stop();
  });

  it('retries a failed run after each delay and succeeds without a dead letter', async () => {
    const flaky = failingJob('flaky', 9004, [10, 20], 2);
    expect(await flaky.job.runOnce()).toBe(true);
    expect(flaky.attempts()).toBe(3);
    expect(await deadLetters('flaky')).toEqual([]);
  });

  it('records a run that failed every attempt as a dead letter, and runs afresh next time', async () => {
    const broken = failingJob('broken', 9005, [10, 10]);
    expect(await broken.job.runOnce()).toBe(true);
    expect(broken.attempts()).toBe(3);
    expect(await deadLetters('broken')).toEqual([{ attempts: 3, error: 'attempt 3 failed' }]);
    await broken.job.runOnce();
    expect(broken.attempts()).toBe(6);
    expect(await deadLetters('broken')).toHaveLength(2);
  });

  it('stops during a retry wait without another attempt or a dead letter', async () => {
    const stuck = failingJob('stuck', 9006, [60_000]);
    const run = stuck.job.runOnce();
    await expect.poll(stuck.attempts).toBe(1);
    await stuck.job.stop();
    expect(await run).toBe(true);
    expect(stuck.attempts()).toBe(1);
    expect(await deadLetters('stuck')).toEqual([]);
  });
});

describe('the job registry', () => {
  it('refuses two jobs sharing a name or a lock key', () => {
    const task = async () => {};
    const sharingALockKey = [
      { name: 'a', lockKey: 1, intervalMs: 0, task },
      { name: 'b', lockKey: 1, intervalMs: 0, task },
    ];
    const sharingAName = [
      { name: 'a', lockKey: 1, intervalMs: 0, task },
      { name: 'a', lockKey: 2, intervalMs: 0, task },
    ];
    for (const jobs of [sharingALockKey, sharingAName]) {
      expect(() => createJobRegistry(server.db, jobs, [], noRetries, log)).toThrow(/unique/);
    }
  });

  it('holds every job of the server, with distinct lock keys, and starts only the ones asked', async () => {
    expect([...server.jobs.names].sort()).toEqual([
      'collection-orders',
      'fast-settlement',
      'fx-rate-alerts',
      'global-account-release',
      'media-sweep',
      'merchant-api-purge',
      'notification-relay',
      'order-reconcile',
      'outbox-purge',
      'rate-limit-purge',
      'remittance',
      'settlement',
    ]);
    let started = 0;
    const worker = { name: 'worker', start: () => void (started += 1), stop: async () => {} };
    const registry = createJobRegistry(server.db, [], [worker], noRetries, log);
    registry.start(['something-else']);
    expect(started).toBe(0);
    registry.start();
    expect(started).toBe(1);
    await registry.stop();
    registry.start();
    expect(started).toBe(1);
  });
});
