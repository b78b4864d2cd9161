import { JOB_LOCK } from '../../jobs/advisory-locks.ts';
import type { JobDefinition } from '../../jobs/periodic-job.ts';
import type { NotificationsRepository } from '../webhooks/webhooks.public.ts';

/** Nonces live past the 5-minute signature window (either way) with a margin; idempotency records 24 hours. */
const NONCE_MAX_AGE_MS = 15 * 60_000;
const IDEMPOTENCY_MAX_AGE_MS = 24 * 3_600_000;
const PURGE_EVERY_MS = 60_000;

/** Every minute: forgets the merchant API's nonces and Idempotency-Key answers once nothing can use them again. */
export function apiRecordsPurgeJob(repository: NotificationsRepository): JobDefinition {
  return {
    name: 'merchant-api-purge',
    lockKey: JOB_LOCK.merchantApiPurge,
    intervalMs: PURGE_EVERY_MS,
    task: () => repository.purge(NONCE_MAX_AGE_MS, IDEMPOTENCY_MAX_AGE_MS),
  };
}
