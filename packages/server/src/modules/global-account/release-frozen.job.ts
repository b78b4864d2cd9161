import type { Database } from '@mbo/db/client';
import { JOB_LOCK } from '../../jobs/advisory-locks.ts';
import type { JobDefinition } from '../../jobs/periodic-job.ts';
import { createLedger } from '../../money/money.public.ts';
import { releaseFrozenTopUps } from './top-up.ts';

/** Hourly by default: cash deposits whose month of freeze ended become available (idempotent per deposit; see top-up.ts). */
export function releaseFrozenJob(db: Database, intervalMs: number): JobDefinition {
  const ledger = createLedger(db);
  return {
    name: 'global-account-release',
    lockKey: JOB_LOCK.globalAccountRelease,
    intervalMs,
    task: async () => ({ released: await releaseFrozenTopUps(db, ledger) }),
  };
}
