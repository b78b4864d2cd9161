import type { Database } from '@mbo/db/client';
import type { Config } from '../../config.ts';
import { JOB_LOCK } from '../../jobs/advisory-locks.ts';
import type { JobDefinition } from '../../jobs/periodic-job.ts';
import { createLedger } from '../../money/money.public.ts';
import { createCollectionsRepository } from './collections.repository.ts';
import { createCollectionsService } from './collections.service.ts';

/**
 * Every minute by default: unpaid collection orders past their validity close as expired, and in the sandbox the
 * simulated bank feed completes reported transfers (each a conditional UPDATE: repeated or concurrent runs act once).
 */
export function collectionsJob(
  db: Database,
  config: Pick<Config, 'collectionJobIntervalMs' | 'collectionValidityDays' | 'sandboxChannels'>,
): JobDefinition {
  const service = createCollectionsService({
    db,
    ledger: createLedger(db),
    repository: createCollectionsRepository(db),
    validityDays: config.collectionValidityDays,
    isSandbox: config.sandboxChannels,
  });
  return {
    name: 'collection-orders',
    lockKey: JOB_LOCK.collectionOrders,
    intervalMs: config.collectionJobIntervalMs,
    task: () => service.sweep(),
  };
}
