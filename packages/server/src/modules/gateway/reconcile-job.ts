import { JOB_LOCK } from '../../jobs/advisory-locks.ts';
import type { JobDefinition } from '../../jobs/periodic-job.ts';
import type { Gateway } from './gateway.ts';

/**
 * The gateway's reconciler every GATEWAY_RECONCILE_INTERVAL_MS (and once at start): orders whose channel
 * notification is late or lost are completed by querying the channel, and orders past their expiry are closed at
 * the channel and expire — also when no customer or merchant reads them. Reads do the same for the order they read.
 */
export function reconcileJob(gateway: Gateway, intervalMs: number): JobDefinition {
  return { name: 'order-reconcile', lockKey: JOB_LOCK.orderReconcile, intervalMs, task: () => gateway.reconcile() };
}
