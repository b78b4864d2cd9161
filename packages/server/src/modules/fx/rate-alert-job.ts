import { JOB_LOCK } from '../../jobs/advisory-locks.ts';
import type { JobDefinition } from '../../jobs/periodic-job.ts';
import type { RateAlerts } from './rate-alerts.service.ts';

/** Compares the watching rate alerts with the rates every FX_RATE_ALERT_JOB_INTERVAL_MS (one process at a time). */
export function rateAlertJob(alerts: RateAlerts, intervalMs: number): JobDefinition {
  return { name: 'fx-rate-alerts', lockKey: JOB_LOCK.fxRateAlerts, intervalMs, task: () => alerts.check() };
}
