import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@mbo/db/client';

/** Advisory-lock namespace of scheduled jobs (pg_try_advisory_lock(namespace, job key)). */
const JOB_LOCK_NAMESPACE = 0x10b5;

export interface PeriodicJobOptions {
  name: string;
  /** Unique per job: several server processes running the same job share this lock, so one runs it at a time. */
  lockKey: number;
  /** Time between runs; 0 disables the job. */
  intervalMs: number;
  task: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'debug'>;
}

export interface PeriodicJob {
  /** Runs the task now, unless another process (or this one) is running it; true when it ran. */
  runOnce(): Promise<boolean>;
  /** No further runs; resolves when the run in progress, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * A job that runs at start and then every `intervalMs` (no job queue needed: pg-boss is not installed). Each run
 * first takes a session-level advisory lock on a connection of its own and skips the turn when another process
 * holds it; the lock goes with the connection if the process dies. The task must be safe to repeat (the
 * settlement runner is exactly-once by itself; the lock only saves duplicate work).
 */
export function startPeriodicJob(db: Database, options: PeriodicJobOptions): PeriodicJob {
  let running: Promise<boolean> | null = null;
  let isStopped = false;

  async function runLocked(): Promise<boolean> {
    const client = await db.$client.connect();
    let isLocked = false;
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [JOB_LOCK_NAMESPACE, options.lockKey]);
      isLocked = rows[0]?.locked === true;
      if (!isLocked) {
        options.log.debug({ job: options.name }, 'job running elsewhere; skipped');
        return false;
      }
      const result = await options.task();
      options.log.info({ job: options.name, result }, 'job ran');
      return true;
    } finally {
      if (isLocked) await client.query('select pg_advisory_unlock($1, $2)', [JOB_LOCK_NAMESPACE, options.lockKey]).catch(() => {});
      client.release();
    }
  }

  function runOnce(): Promise<boolean> {
    if (isStopped) return Promise.resolve(false);
    // One run at a time in this process too: a slow run is not overtaken by the next tick.
    running ??= runLocked()
      .catch((error: unknown) => {
        options.log.error({ err: error, job: options.name }, 'job failed; it runs again at the next interval');
        return false;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  let timer: NodeJS.Timeout | undefined;
  if (options.intervalMs > 0) {
    void runOnce();
    timer = setInterval(() => void runOnce(), options.intervalMs);
    timer.unref();
  }

  return {
    runOnce,
    async stop() {
      isStopped = true;
      if (timer) clearInterval(timer);
      if (running) await running;
    },
  };
}
