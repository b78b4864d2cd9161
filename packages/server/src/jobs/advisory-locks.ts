/**
 * Every advisory lock the server takes, named in one place, so no two uses share a key by accident (the reconciler
 * and the outbox purge once both used job key 2 and skipped each other's turns). The two-key form
 * `pg_*advisory*lock(namespace, key)` is used throughout; the verification codes' per-target lock hashes its text
 * into the one-key form, a separate key space in PostgreSQL. The migration lock (`MIGRATION_LOCK` in @mbo/db/migrate,
 * namespace 0xdb) is the db package's, which cannot import this file.
 */
export const LOCK_NAMESPACE = {
  /** `pg_try_advisory_lock(job, JOB_LOCK.x)`, session-level: one server process runs a job at a time. */
  job: 0x10b5,
  /** `pg_advisory_xact_lock(settlementMerchant, merchant id)`: one settlement run per merchant at a time. */
  settlementMerchant: 0x5e77,
  /** `pg_advisory_xact_lock(storeNumber, merchant id)`: a merchant's store numbers are handed out in turn. */
  storeNumber: 0x5707e,
  /** `pg_advisory_xact_lock(employees, merchant id)`: a merchant's role changes run one at a time. */
  employees: 0xe3b1,
} as const;

/** The key of each scheduled job in the `job` namespace (jobs/server-jobs.ts). */
export const JOB_LOCK = {
  settlement: 1,
  outboxPurge: 2,
  orderReconcile: 3,
  mediaSweep: 4,
  merchantApiPurge: 5,
  rateLimitPurge: 6,
  fastSettlement: 7,
  fxRateAlerts: 8,
  /** Cash deposits to the global account released after their month (issue 14 §1). */
  globalAccountRelease: 14,
  /** Transfer orders: payment timeouts, the payout network's answers, returns (issue 14 §4). */
  remittance: 20,
  /** Collection orders: expiry and the sandbox's bank feed (issue 14 §5). */
  collectionOrders: 31,
} as const;
