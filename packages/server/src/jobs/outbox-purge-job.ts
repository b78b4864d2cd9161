import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@mbo/db/client';
import type { Notifier } from '../notify/notifier.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

const OUTBOX_PURGE_LOCK_KEY = 2;
const HOUR_MS = 3_600_000;

/** Deletes message records older than OUTBOX_RETENTION_MS, at start and every hour (one process at a time). */
export function startOutboxPurgeJob(db: Database, notifier: Notifier, retentionMs: number, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob(db, {
    name: 'outbox-purge',
    lockKey: OUTBOX_PURGE_LOCK_KEY,
    intervalMs: HOUR_MS,
    task: async () => ({ purged: await notifier.purge(new Date(Date.now() - retentionMs)) }),
    log,
  });
}
