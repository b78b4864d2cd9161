import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@mbo/db/client';
import { jobDeadLetters } from '@mbo/db/schema-jobs';
import { createJobLocks, type JobLocks } from './job-locks.ts';

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

export interface JobDefinition {
  name: string;
  /** JOB_LOCK's key: several server processes running the same job share this lock, so one runs it at a time. */
  lockKey: number;
  /** Time between runs; 0 never schedules it (runOnce still runs it). */
  intervalMs: number;
  task: () => Promise<unknown>;
}

export interface RetryPolicy {
  /** Waits before the 2nd, 3rd … attempt of a failed run; when they run out the run is a dead letter. */
  retryDelaysMs: readonly number[];
}

export interface PeriodicJob {
  readonly name: string;
  /** Runs now and then every interval (no-op when the interval is 0). */
  start(): void;
  /**
   * Runs the task now, with its retries, unless another process (or this one) is running it; true when it ran
   * (failed runs included: they end as a dead letter).
   */
  runOnce(): Promise<boolean>;
  /** No further runs or retries; resolves when the run in progress, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * A job that runs at start and then every `intervalMs`. Each run first takes its session-level advisory lock
 * (job-locks.ts; one connection per process, apart from the pool) and skips the turn when another process holds it;
 * the lock goes with the connection if the process dies. A failed attempt is retried after each of `retryDelaysMs`
 * (still holding the lock, so no other process starts the same work meanwhile); when every attempt failed, the run
 * is written to `job_dead_letters` and logged as an error, and the next interval starts afresh. Tasks must be safe
 * to repeat (the settlement runner is exactly-once by itself; the lock only saves duplicate work). `locks`: the
 * registry's shared ones; by default the job opens its own (and closes them when stopped).
 */
export function createPeriodicJob(
  db: Database,
  definition: JobDefinition,
  retry: RetryPolicy,
  log: JobLog,
  locks?: JobLocks,
): PeriodicJob {
  const lockSession = locks ?? createJobLocks(db);
  let running: Promise<boolean> | null = null;
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | null = null;

  /** A wait that stop() cuts short. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wait = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(wait);
        resolve();
      };
    }).finally(() => (wakeUp = null));

  async function attempts(): Promise<void> {
    const errors: unknown[] = [];
    for (let attempt = 0; attempt <= retry.retryDelaysMs.length && !isStopped; attempt += 1) {
      if (attempt > 0) await pause(retry.retryDelaysMs[attempt - 1]!);
      if (isStopped) break;
      try {
        const result = await definition.task();
        log.info({ job: definition.name, result, attempt: attempt + 1 }, 'job ran');
        return;
      } catch (error) {
        errors.push(error);
        log.warn({ err: error, job: definition.name, attempt: attempt + 1 }, 'job attempt failed');
      }
    }
    // Stopped before its last attempt: not given up, the next start runs it again.
    if (errors.length <= retry.retryDelaysMs.length) return;
    const last = errors.at(-1);
    const message = last instanceof Error ? last.message : String(last);
    await db
      .insert(jobDeadLetters)
      .values({ job: definition.name, attempts: errors.length, error: message.slice(0, 2000) });
    log.error(
      { err: last, job: definition.name, attempts: errors.length },
      'job failed every attempt: recorded in job_dead_letters; it runs again at the next interval',
    );
  }

  async function runLocked(): Promise<boolean> {
    if (!(await lockSession.tryLock(definition.lockKey))) {
      log.debug({ job: definition.name }, 'job running elsewhere; skipped');
      return false;
    }
    try {
      await attempts();
      return true;
    } finally {
      await lockSession.unlock(definition.lockKey).catch(() => {});
    }
  }

  function runOnce(): Promise<boolean> {
    if (isStopped) return Promise.resolve(false);
    // One run at a time in this process too: a slow run is not overtaken by the next tick.
    running ??= runLocked()
      .catch((error: unknown) => {
        // The lock or the dead letter could not be written (the database is away): the next interval tries again.
        log.error({ err: error, job: definition.name }, 'job could not run; it runs again at the next interval');
        return false;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    name: definition.name,
    runOnce,
    start() {
      if (definition.intervalMs <= 0 || isStopped || timer) return;
      void runOnce();
      timer = setInterval(() => void runOnce(), definition.intervalMs);
      timer.unref();
    },
    async stop() {
      isStopped = true;
      if (timer) clearInterval(timer);
      wakeUp?.();
      if (running) await running;
      if (!locks) await lockSession.close();
    },
  };
}
