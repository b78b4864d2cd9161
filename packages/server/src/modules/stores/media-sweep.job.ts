import type { Database } from '@mbo/db/client';
import { JOB_LOCK } from '../../jobs/advisory-locks.ts';
import type { JobDefinition } from '../../jobs/periodic-job.ts';
import { createMediaRepository } from './media.repository.ts';

/** An upload no store uses is kept this long (a dialog left open over lunch still saves), then deleted. */
export const UNUSED_UPLOAD_KEEP_MS = 24 * 60 * 60_000;
const MEDIA_SWEEP_INTERVAL_MS = 60 * 60_000;

/** At start and hourly: deletes uploaded images no store has used for a day (media.repository deleteUnused). */
export function mediaSweepJob(db: Database, intervalMs = MEDIA_SWEEP_INTERVAL_MS): JobDefinition {
  const media = createMediaRepository(db);
  return {
    name: 'media-sweep',
    lockKey: JOB_LOCK.mediaSweep,
    intervalMs,
    task: async () => ({ deleted: await media.deleteUnused(UNUSED_UPLOAD_KEEP_MS) }),
  };
}
