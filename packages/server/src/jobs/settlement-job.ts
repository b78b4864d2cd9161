import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@mbo/db/client';
import { createLedger } from '../ledger/ledger.ts';
import { createSettlementRunner } from '../modules/payouts/settlement-runner.ts';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.ts';

const SETTLEMENT_JOB_LOCK_KEY = 1;

/**
 * The T+1 settlement run (see settlement-runner.ts) every SETTLEMENT_JOB_INTERVAL_MS, and once at start: clears
 * every ended finance day and pays out what is due.
 */
export function startSettlementJob(db: Database, intervalMs: number, log: FastifyBaseLogger): PeriodicJob {
  const runner = createSettlementRunner({ db, ledger: createLedger(db) });
  return startPeriodicJob(db, { name: 'settlement', lockKey: SETTLEMENT_JOB_LOCK_KEY, intervalMs, task: () => runner.runDue(new Date()), log });
}
