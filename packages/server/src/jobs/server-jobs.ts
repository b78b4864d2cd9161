import type { Database } from '@mbo/db/client';
import type { Config } from '../config.ts';
import type { SharedRateCounter } from '../lib/shared-rate-counter.ts';
import { apiRecordsPurgeJob } from '../modules/merchant-api/merchant-api.public.ts';
import type { NotificationRelay, NotificationsRepository } from '../modules/webhooks/webhooks.public.ts';
import { reconcileJob, type Gateway } from '../modules/gateway/gateway.public.ts';
import { mediaSweepJob } from '../modules/stores/stores.public.ts';
import { rateAlertJob, type RateAlerts } from '../modules/fx/fx.public.ts';
import { releaseFrozenJob } from '../modules/global-account/global-account.public.ts';
import { collectionsJob } from '../modules/collections/collections.public.ts';
import type { Notifier } from '../notify/notifier.ts';
import { JOB_LOCK } from './advisory-locks.ts';
import { outboxPurgeJob } from './outbox-purge-job.ts';
import type { JobDefinition, JobLog } from './periodic-job.ts';
import { createJobRegistry, type JobRegistry } from './registry.ts';
import { fastSettlementJob } from './fast-settlement-job.ts';
import { settlementJob } from './settlement-job.ts';

export interface ServerJobsDeps {
  db: Database;
  config: Config;
  notifier: Notifier;
  gateway: Gateway;
  notifications: NotificationsRepository;
  relay: NotificationRelay;
  rateCounter: SharedRateCounter;
  rateAlerts: RateAlerts;
  /** Transfer orders' timeouts and payout-network answers (modules/remittance: built with the area in app.ts). */
  remittance: JobDefinition;
  log: JobLog;
}

const RATE_COUNTER_PURGE_MS = 10 * 60_000;

/**
 * Every background job of the server, in one registry (ARCHITECTURE.md, "Jobs"). New work (T+0 runs, quote expiry,
 * draft clean-up …) is added here with its own JOB_LOCK key; nothing else starts a timer of its own.
 */
export function createServerJobs({
  db,
  config,
  notifier,
  gateway,
  notifications,
  relay,
  rateCounter,
  rateAlerts,
  remittance,
  log,
}: ServerJobsDeps): JobRegistry {
  const jobs = [
    settlementJob(db, { intervalMs: config.settlementJobIntervalMs, settlesSandbox: config.sandboxChannels }, log),
    fastSettlementJob(db, config, log),
    reconcileJob(gateway, config.gatewayReconcileIntervalMs),
    outboxPurgeJob(notifier, config.outboxRetentionMs),
    mediaSweepJob(db),
    rateAlertJob(rateAlerts, config.fxRateAlertJobIntervalMs),
    releaseFrozenJob(db, config.globalAccountReleaseJobIntervalMs),
    remittance,
    collectionsJob(db, config),
    apiRecordsPurgeJob(notifications),
    {
      name: 'rate-limit-purge',
      lockKey: JOB_LOCK.rateLimitPurge,
      intervalMs: RATE_COUNTER_PURGE_MS,
      // Windows are a minute long; a counter whose window opened ten minutes ago counts nothing any more.
      task: async () => ({ deleted: await rateCounter.purge(RATE_COUNTER_PURGE_MS) }),
    },
  ];
  return createJobRegistry(db, jobs, [relay], { retryDelaysMs: config.jobRetryDelaysMs }, log);
}
