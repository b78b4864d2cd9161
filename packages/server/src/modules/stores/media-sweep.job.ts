import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@mbo/db/client';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';
import { createMediaRepository } from './media.repository.ts';

/** An upload no store uses is kept this long (a dialog left open over lunch still saves), then deleted. */
export const UNUSED_UPLOAD_KEEP_MS = 24 * 60 * 60_000;
const MEDIA_SWEEP_LOCK_KEY = 3;
const MEDIA_SWEEP_INTERVAL_MS = 60 * 60_000;

/** At start and hourly: deletes uploaded images no store has used for a day (media.repository deleteUnused). */
export function startMediaSweepJob(db: Database, log: FastifyBaseLogger, intervalMs = MEDIA_SWEEP_INTERVAL_MS): PeriodicJob {
  const media = createMediaRepository(db);
  return startPeriodicJob(db, {
    name: 'media-sweep',
    lockKey: MEDIA_SWEEP_LOCK_KEY,
    intervalMs,
    task: async () => ({ deleted: await media.deleteUnused(UNUSED_UPLOAD_KEEP_MS) }),
    log,
  });
}
