import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@mbo/db/client';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';
import type { Gateway } from './gateway.ts';

const RECONCILE_JOB_LOCK_KEY = 2;

/**
 * The gateway's reconciler every GATEWAY_RECONCILE_INTERVAL_MS (and once at start): orders whose channel
 * notification is late or lost are completed by querying the channel, and orders past their expiry are closed at
 * the channel and expire — also when no customer or merchant reads them. Reads do the same for the order they read.
 */
export function startReconcileJob(db: Database, gateway: Gateway, intervalMs: number, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob(db, { name: 'order-reconcile', lockKey: RECONCILE_JOB_LOCK_KEY, intervalMs, task: () => gateway.reconcile(), log });
}
