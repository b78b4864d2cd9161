import type { Database } from '@mbo/db/client';
import { createJobLocks } from './job-locks.ts';
import {
  createPeriodicJob,
  type JobDefinition,
  type JobLog,
  type PeriodicJob,
  type RetryPolicy,
} from './periodic-job.ts';

/**
 * Background work that is not a schedule: it runs from start to stop (the notification relay's poll). It keeps
 * several processes correct by itself (row claims), so it takes no job lock.
 */
export interface Worker {
  readonly name: string;
  start(): void;
  stop(): Promise<void>;
}

export interface JobRegistry {
  /** Every job's and worker's name. */
  readonly names: readonly string[];
  /** Starts the jobs and workers (`only`: those named; the test harness starts the ones a test server ran before). */
  start(only?: readonly string[]): void;
  /** Runs a scheduled job now (see PeriodicJob.runOnce); for tests and operators. */
  runOnce(name: string): Promise<boolean>;
  /** Stops everything, waiting for runs and deliveries in progress. Safe to call more than once. */
  stop(): Promise<void>;
}

/**
 * The one registry of the server's background work (the jobs themselves: server-jobs.ts). Nothing runs until
 * `start`: main.ts starts it once the server listens and stops it first when a signal comes, before the drain.
 */
export function createJobRegistry(
  db: Database,
  definitions: readonly JobDefinition[],
  workers: readonly Worker[],
  retry: RetryPolicy,
  log: JobLog,
): JobRegistry {
  const locks = createJobLocks(db);
  const jobs = new Map<string, PeriodicJob>(
    definitions.map((definition) => [definition.name, createPeriodicJob(db, definition, retry, log, locks)]),
  );
  const names = [...definitions, ...workers].map((entry) => entry.name);
  const lockKeys = definitions.map((definition) => definition.lockKey);
  if (new Set(names).size !== names.length || new Set(lockKeys).size !== lockKeys.length) {
    throw new Error(
      `job names and lock keys must be unique: ${definitions.map((d) => `${d.name}=${d.lockKey}`).join(', ')}`,
    );
  }
  let stopping: Promise<void> | null = null;

  return {
    names,
    start(only) {
      if (stopping) return;
      const isWanted = (name: string) => !only || only.includes(name);
      for (const job of jobs.values()) if (isWanted(job.name)) job.start();
      for (const worker of workers) if (isWanted(worker.name)) worker.start();
    },
    runOnce(name) {
      const job = jobs.get(name);
      if (!job) throw new Error(`no job named ${name}`);
      return job.runOnce();
    },
    stop() {
      stopping ??= Promise.all([
        ...[...jobs.values()].map((job) => job.stop()),
        ...workers.map((worker) => worker.stop()),
      ]).then(() => locks.close());
      return stopping;
    },
  };
}
