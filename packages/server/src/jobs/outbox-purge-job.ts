import type { Notifier } from '../notify/notifier.ts';
import { JOB_LOCK } from './advisory-locks.ts';
import type { JobDefinition } from './periodic-job.ts';

const HOUR_MS = 3_600_000;

/** Deletes message records older than OUTBOX_RETENTION_MS, at start and every hour (one process at a time). */
export function outboxPurgeJob(notifier: Notifier, retentionMs: number): JobDefinition {
  return {
    name: 'outbox-purge',
    lockKey: JOB_LOCK.outboxPurge,
    intervalMs: HOUR_MS,
    task: async () => ({ purged: await notifier.purge(new Date(Date.now() - retentionMs)) }),
  };
}
